/**
 * The uploader's queue: every dropped file becomes an item, at most UPLOAD_CONCURRENCY of them
 * upload at once over tus (resumable; the upload URL is kept in local storage under a
 * fingerprint, so a closed tab or a lost network continues where it stopped), and each item
 * ends with the server's result. It lives outside React so navigating away keeps it running.
 */
import { DetailedError, Upload, defaultOptions, type PreviousUpload } from 'tus-js-client';
import {
  decodeResultHeader,
  RESULT_HEADER,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_CONCURRENCY,
  type IntakeResult,
} from '../../../common/uploads';
import { API_PATHS } from '../../../common/api-paths';
import { apiHeaders } from '../../shared/http/authorized-fetch';
import { fetchIntakeResult } from './upload-api';

export type ItemState = 'queued' | 'uploading' | 'paused' | 'checking' | 'done' | 'failed' | 'cancelled';

export interface QueueItem {
  key: string;
  name: string;
  size: number;
  sent: number;
  /** Bytes per second over the last second or so. */
  speed: number;
  state: ItemState;
  result?: IntakeResult;
  /** A server message, when the upload failed for a reason other than a result. */
  error?: string;
}

const FINGERPRINT_PREFIX = 'dbbs-upload';
let counter = 0;

interface Entry {
  item: QueueItem;
  file: File;
  locationId: string;
  upload?: Upload;
  sample: { at: number; sent: number };
}

class UploadQueue {
  private entries: Entry[] = [];
  private snapshot: QueueItem[] = [];
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  items = () => this.snapshot;

  add(files: readonly File[], locationId: string): void {
    for (const file of files) {
      counter += 1;
      this.entries.push({
        item: {
          key: `${Date.now()}-${counter}`,
          name: file.webkitRelativePath || file.name,
          size: file.size,
          sent: 0,
          speed: 0,
          state: 'queued',
        },
        file,
        locationId,
        sample: { at: 0, sent: 0 },
      });
    }
    this.changed();
    this.pump();
  }

  pause(key: string): void {
    const entry = this.find(key);
    if (!entry || (entry.item.state !== 'uploading' && entry.item.state !== 'queued')) return;
    void entry.upload?.abort(false);
    this.update(entry, { state: 'paused', speed: 0 });
    this.pump();
  }

  resume(key: string): void {
    const entry = this.find(key);
    if (!entry || (entry.item.state !== 'paused' && entry.item.state !== 'failed')) return;
    this.update(entry, { state: 'queued', error: undefined });
    this.pump();
  }

  cancel(key: string): void {
    const entry = this.find(key);
    if (!entry || ['done', 'cancelled', 'checking'].includes(entry.item.state)) return;
    // abort(true) also ends the upload on the server (tus DELETE) and forgets its fingerprint.
    void entry.upload?.abort(true).catch(() => undefined);
    this.update(entry, { state: 'cancelled', speed: 0 });
    this.pump();
  }

  clearFinished(): void {
    this.entries = this.entries.filter((entry) => !['done', 'cancelled'].includes(entry.item.state));
    this.changed();
  }

  private find(key: string) {
    return this.entries.find((entry) => entry.item.key === key);
  }

  private update(entry: Entry, change: Partial<QueueItem>): void {
    entry.item = { ...entry.item, ...change };
    this.changed();
  }

  private changed(): void {
    this.snapshot = this.entries.map((entry) => entry.item);
    this.listeners.forEach((listener) => listener());
  }

  private pump(): void {
    let active = this.entries.filter((entry) => entry.item.state === 'uploading').length;
    for (const entry of this.entries) {
      if (active >= UPLOAD_CONCURRENCY) break;
      if (entry.item.state !== 'queued') continue;
      active += 1;
      this.update(entry, { state: 'uploading' });
      void this.start(entry);
    }
  }

  private finish(entry: Entry, change: Partial<QueueItem>): void {
    this.update(entry, { speed: 0, ...change });
    this.pump();
  }

  private async start(entry: Entry): Promise<void> {
    entry.sample = { at: performance.now(), sent: entry.item.sent };
    if (!entry.upload) entry.upload = this.makeUpload(entry);
    const upload = entry.upload;
    if (!upload.url) {
      const previous = await upload.findPreviousUploads().catch((): PreviousUpload[] => []);
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    }
    if (entry.item.state === 'uploading') upload.start();
  }

  private makeUpload(entry: Entry): Upload {
    return new Upload(entry.file, {
      endpoint: API_PATHS.uploads.tus,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      metadata: { locationId: entry.locationId, filename: entry.file.name },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      fingerprint: async (file) =>
        [FINGERPRINT_PREFIX, entry.locationId, file.name, file.size, file.lastModified].join('-'),
      onBeforeRequest: async (request) => {
        for (const [name, value] of Object.entries(await apiHeaders())) request.setHeader(name, value);
      },
      // Network trouble and server hiccups are retried; a refusal (4xx) is final.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onProgress: (sent, total) => {
        const now = performance.now();
        const elapsed = now - entry.sample.at;
        const change: Partial<QueueItem> = { sent, state: sent >= total ? 'checking' : 'uploading' };
        if (elapsed >= 750) {
          change.speed = ((sent - entry.sample.sent) * 1000) / elapsed;
          entry.sample = { at: now, sent };
        }
        if (entry.item.state === 'uploading' || entry.item.state === 'checking') this.update(entry, change);
      },
      onSuccess: ({ lastResponse }) => {
        const header = lastResponse.getHeader(RESULT_HEADER);
        const result = header ? decodeResultHeader(header) : undefined;
        if (result) return this.finish(entry, { state: 'done', sent: entry.item.size, result });
        // The answer carried no result (a proxy dropped the header): ask for it.
        const tusId = entry.upload?.url?.split('/').pop() ?? '';
        void fetchIntakeResult(tusId).then((fetched) =>
          this.finish(entry, fetched ? { state: 'done', sent: entry.item.size, result: fetched } : { state: 'failed' }),
        );
      },
      onError: (error) => {
        if (entry.item.state === 'cancelled' || entry.item.state === 'paused') return;
        const response = error instanceof DetailedError ? error.originalResponse : null;
        let body: { message?: string; reason?: string; limit?: number } = {};
        try {
          body = JSON.parse(response?.getBody() ?? '{}') as typeof body;
        } catch {
          // not JSON: keep the status alone
        }
        if (response?.getStatus() === 413 && typeof body.limit === 'number') {
          return this.finish(entry, {
            state: 'done',
            result: { status: 'rejected', tusId: '', reason: 'size', limit: body.limit },
          });
        }
        if (response?.getStatus() === 422) {
          return this.finish(entry, { state: 'done', result: { status: 'rejected', tusId: '', reason: 'empty' } });
        }
        this.finish(entry, {
          state: 'failed',
          error: body.message ?? (response ? `HTTP ${response.getStatus()}` : undefined),
        });
      },
    });
  }
}

export const uploadQueue = new UploadQueue();

/** Uploads a closed tab left unfinished: dropping the same files again continues them. */
export async function unfinishedUploads(): Promise<PreviousUpload[]> {
  const all = await defaultOptions.urlStorage.findAllUploads().catch((): PreviousUpload[] => []);
  return all.filter((upload) => upload.urlStorageKey.includes(FINGERPRINT_PREFIX));
}
