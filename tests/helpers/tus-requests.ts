/** The tus protocol by hand (fetch), so tests can send exactly the request they mean. */
import { decodeResultHeader, RESULT_HEADER } from '../../src/common/uploads.js';

export interface TusAnswer {
  status: number;
  headers: Headers;
  text: string;
}

const answer = async (response: Response): Promise<TusAnswer> => ({
  status: response.status,
  headers: response.headers,
  text: await response.text(),
});

export function metadataHeader(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

export function tusClient(baseUrl: string, token: string | undefined) {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const common = { ...auth, 'tus-resumable': '1.0.0' };
  return {
    create: async (size: number, metadata: Record<string, string>) =>
      answer(
        await fetch(`${baseUrl}/api/uploads/tus`, {
          method: 'POST',
          headers: { ...common, 'upload-length': String(size), 'upload-metadata': metadataHeader(metadata) },
        }),
      ),
    head: async (location: string) => answer(await fetch(`${baseUrl}${location}`, { method: 'HEAD', headers: common })),
    patch: async (location: string, offset: number, bytes: Buffer) =>
      answer(
        await fetch(`${baseUrl}${location}`, {
          method: 'PATCH',
          headers: { ...common, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
          body: new Uint8Array(bytes),
        }),
      ),
    remove: async (location: string) =>
      answer(await fetch(`${baseUrl}${location}`, { method: 'DELETE', headers: common })),
    options: async () => answer(await fetch(`${baseUrl}/api/uploads/tus`, { method: 'OPTIONS' })),
    result: async (tusId: string) =>
      answer(await fetch(`${baseUrl}/api/uploads/tus-result/${tusId}`, { headers: auth })),
  };
}

/**
 * Uploads a whole file through the tus intake in one PATCH (the only way an upload row is
 * made) and returns the intake's result header, decoded.
 */
export async function uploadWhole(
  baseUrl: string,
  token: string,
  bytes: Buffer,
  metadata: { locationId: string; filename: string },
) {
  const client = tusClient(baseUrl, token);
  const created = await client.create(bytes.length, metadata);
  if (created.status !== 201) throw new Error(`tus create answered ${created.status}: ${created.text}`);
  const location = created.headers.get('location') as string;
  const sent = await client.patch(location, 0, bytes);
  if (sent.status !== 204) throw new Error(`tus patch answered ${sent.status}: ${sent.text}`);
  return decodeResultHeader(sent.headers.get(RESULT_HEADER) ?? '');
}
