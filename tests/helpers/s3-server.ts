/**
 * An S3-compatible server for the tests: s3rver, in process, on a loopback port, storing in a
 * temporary directory, with one bucket, and the multipart listing tus needs (s3rver-multipart.ts).
 * Its credentials are s3rver's fixed S3RVER/S3RVER.
 */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/server/storage/s3-storage.js';
import { addMultipartListing, type S3rverInternals } from './s3rver-multipart.js';

export interface TestS3Server {
  config: S3StorageConfig;
  /** Stops answering (open connections dropped), keeping the stored objects: the store is down. */
  stop(): Promise<void>;
  /** Answers again on the same port with the same objects: the store is back. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'dbbs-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-s3rver-'));
  const make = (port: number) => {
    const made = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    // The tus intake on S3 (@tus/s3-store) lists and aborts multipart uploads.
    addMultipartListing(made as unknown as S3rverInternals);
    return made;
  };
  let server: S3rver | undefined = make(0);
  const { port } = await server.run();
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    const http = (running as unknown as { httpServer: http.Server }).httpServer;
    const closed = running.close();
    http.closeAllConnections();
    await closed;
  };
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    stop,
    start: async () => {
      if (server) return;
      const started = make(port);
      await started.run();
      server = started;
    },
    close: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
