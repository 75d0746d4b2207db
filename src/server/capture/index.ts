// Stand-in for the capture engine while it is built on its own branch: the same exports, a PDF
// text layer only, and no suggestions. Replaced by the engine when it merges.
import type { CaptureWords, FileSuggestions, KeyedDocument } from '../../common/schemas/capture.js';
import { emptyHeader } from '../../common/schemas/capture.js';

export interface VendorProfile {
  version: 1;
  vendor: string;
  identifiers: string[];
  documentsLearned: number;
}

export async function readWords(bytes: Uint8Array, mediaType: string): Promise<CaptureWords> {
  if (mediaType !== 'application/pdf') return { pages: [] };
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pages: CaptureWords['pages'] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const words = content.items.flatMap((item) => {
        if (!('str' in item) || !item.str.trim()) return [];
        const [, , , , x, y] = item.transform as number[];
        return [
          {
            text: item.str.trim(),
            page: number,
            box: [x! / width, 1 - (y! + item.height) / height, (x! + item.width) / width, 1 - y! / height] as [
              number,
              number,
              number,
              number,
            ],
            confidence: 1,
          },
        ];
      });
      pages.push({ page: number, source: 'text', words });
    }
    return { pages };
  } finally {
    await pdf.destroy();
  }
}

export function wordsText(words: CaptureWords): string {
  return words.pages.flatMap((page) => page.words.map((word) => word.text)).join(' ');
}

export function vendorIdentifiers(_words: CaptureWords): string[] {
  return [];
}

export function matchProfile(
  _words: CaptureWords,
  _profiles: readonly VendorProfile[],
): { profile: VendorProfile; score: number } | null {
  return null;
}

export function suggest(_words: CaptureWords, _profile: VendorProfile | null): FileSuggestions {
  return { header: emptyHeader(), items: [] };
}

export function learnProfile(
  _words: CaptureWords,
  keyed: KeyedDocument,
  previous: VendorProfile | null,
): VendorProfile {
  return {
    version: 1,
    vendor: keyed.header.vendor ?? '',
    identifiers: [],
    documentsLearned: (previous?.documentsLearned ?? 0) + 1,
  };
}
