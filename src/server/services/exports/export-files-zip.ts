/**
 * The original stored files of the exported documents as a ZIP (archiver), with manifest.csv:
 * document id, file name in the zip, original name, size, SHA-256 (as stored at intake),
 * tenant, location and status. One file is read from storage at a time, and the next is opened
 * only when archiver has taken the last (archiver itself waits on the response), so the ZIP
 * streams whatever its size; when the client leaves, the file open is closed and the export stops. The manifest is
 * written last, from a second pass over the same pages, and lists only the files written
 * (a document without a file, or whose file is missing from storage, is left out of both).
 */
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import { FILES_MANIFEST_COLUMNS } from '../../../common/schemas/exports.js';
import type { Principal } from '../../auth/authorize.js';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { csvSafe } from '../reports/csv-safe.js';
import { exportedDocumentPages, type ExportFilter, type ExportedDocument } from './exported-documents.js';
import { eventBeforeClose } from './stream-waits.js';

/** A name safe in any unzip tool: the document's id (unique) and the original name without path or control characters. */
export function zipName(document: Pick<ExportedDocument, 'id' | 'file_name'>): string {
  const original = (document.file_name ?? 'file')
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/\p{Cc}/gu, '_')
    .replace(/^\.+/, '_')
    .slice(-150);
  return `files/${document.id}-${original || 'file'}`;
}

function manifestRow(document: ExportedDocument) {
  const cells = {
    documentId: document.id,
    zipName: zipName(document),
    originalName: document.file_name,
    size: Number(document.size),
    sha256: document.sha256,
    tenant: document.tenant_name,
    location: document.location_name,
    status: document.status,
  };
  return Object.fromEntries(FILES_MANIFEST_COLUMNS.map((column) => [column, csvSafe(cells[column])]));
}

export function exportFilesZip(
  db: Kysely<Database>,
  files: FileStorage,
  principal: Principal,
  filter: ExportFilter,
): Readable {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const missing = new Set<string>();
  const withFile = (page: ExportedDocument[]) =>
    page.filter((document) => document.storage_key && !missing.has(document.id));
  const write = async () => {
    for await (const page of exportedDocumentPages(db, principal, filter)) {
      for (const document of withFile(page)) {
        const stored = await files.open(document.storage_key as string);
        if (!stored) {
          missing.add(document.id);
          continue;
        }
        const entered = eventBeforeClose(zip, 'entry', zip);
        zip.append(stored.stream, { name: zipName(document), date: new Date(document.created_at) });
        if (!(await entered)) {
          stored.stream.destroy();
          return;
        }
      }
    }
    async function* manifestRows() {
      for await (const page of exportedDocumentPages(db, principal, filter)) {
        for (const document of withFile(page)) yield manifestRow(document);
      }
    }
    const manifest = Readable.from(manifestRows()).pipe(
      stringify({ header: true, columns: [...FILES_MANIFEST_COLUMNS] }),
    );
    const entered = eventBeforeClose(zip, 'entry', zip);
    zip.append(manifest, { name: 'manifest.csv' });
    if (await entered) await zip.finalize();
  };
  write().catch((error: unknown) => zip.destroy(error instanceof Error ? error : new Error(String(error))));
  return zip;
}
