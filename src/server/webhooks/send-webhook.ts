/**
 * One signed POST of a webhook (Standard Webhooks: webhook-id, webhook-timestamp and
 * webhook-signature, made by the `standardwebhooks` package), to an address checked by
 * safe-address.ts and connected to as checked. Redirects are not followed.
 */
import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { pinnedLookup, resolveSafely } from './safe-address.js';

/** How much of the receiver's answer the delivery log keeps. */
export const RESPONSE_BODY_LIMIT = 1024;

export interface SendResult {
  ok: boolean;
  responseCode: number | null;
  latencyMs: number;
  responseBody: string | null;
  error: string | null;
}

export interface SendInput {
  url: string;
  secret: string;
  messageId: string;
  payload: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

export function signatureHeaders(secret: string, messageId: string, payload: string, at = new Date()) {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, payload),
  };
}

export async function sendWebhook(input: SendInput): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(input.url);
  let addresses;
  try {
    addresses = await resolveSafely(url.hostname, input.allowPrivate);
  } catch (error) {
    return { ok: false, responseCode: null, latencyMs: elapsed(), responseBody: null, error: (error as Error).message };
  }
  const body = Buffer.from(input.payload);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinnedLookup(addresses),
        timeout: input.timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'user-agent': 'DBBS-Webhooks/1',
          ...signatureHeaders(input.secret, input.messageId, input.payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < RESPONSE_BODY_LIMIT * 4) {
            chunks.push(chunk);
            kept += chunk.length;
          }
        });
        response.on('end', () => {
          const code = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_BODY_LIMIT);
          resolve({
            ok: code >= 200 && code < 300,
            responseCode: code,
            latencyMs: elapsed(),
            responseBody: text,
            error: null,
          });
        });
        response.on('error', (error) =>
          resolve({
            ok: false,
            responseCode: response.statusCode ?? null,
            latencyMs: elapsed(),
            responseBody: null,
            error: error.message,
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${input.timeoutMs} ms`)));
    request.on('error', (error) =>
      resolve({
        ok: false,
        responseCode: null,
        latencyMs: elapsed(),
        responseBody: null,
        error: error.message.slice(0, 500),
      }),
    );
    request.end(body);
  });
}
