/**
 * The app's files need the Authorization header, which an <img src> or a plain link cannot send,
 * so images and downloads are fetched and handed to the browser as blob URLs.
 */
export class FileFetchError extends Error {
  constructor(readonly status: number) {
    super(`The file could not be fetched (HTTP ${status})`);
  }
}

export async function fetchFileBlob(
  src: string,
  headers?: Record<string, string>,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetch(src, { headers, signal });
  if (!response.ok) throw new FileFetchError(response.status);
  return response.blob();
}

/** Saves the file under its own name through a temporary link to a blob URL. */
export async function downloadFile(src: string, fileName: string, headers?: Record<string, string>): Promise<void> {
  const url = URL.createObjectURL(await fetchFileBlob(src, headers));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is only needed until then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
