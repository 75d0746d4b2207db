/**
 * The webhook rules that need no server: which addresses are refused (loopback, private,
 * link-local and the metadata service, IPv4 written as IPv6), a name resolving to loopback is
 * refused, only http(s) URLs are endpoints, and the retry schedule (5 s, 30 s, 2 min, 10 min,
 * 1 h, ... never past 24 h) scales with its base.
 */
import { describe, expect, it } from 'vitest';
import { isWebhookUrl } from '../../src/common/webhooks.js';
import { nextRetryDelay } from '../../src/server/webhooks/retry-schedule.js';
import { isPrivateAddress, pinnedLookup, resolveSafely } from '../../src/server/webhooks/safe-address.js';

describe('the webhook address guard', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    'not an address',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );

  it('resolves a name and refuses it when any address is private, unless allowed', async () => {
    await expect(resolveSafely('localhost', false)).rejects.toThrow(/refused address/);
    await expect(resolveSafely('[::1]', false)).rejects.toThrow(/refused address ::1/);
    const allowed = await resolveSafely('127.0.0.1', true);
    expect(allowed).toEqual([{ address: '127.0.0.1', family: 4 }]);
  });

  it('connects only to the checked address, whatever name is asked', () => {
    const lookup = pinnedLookup([{ address: '93.184.215.14', family: 4 }]);
    let answer: unknown[] = [];
    lookup('rebound.example', {}, (...args: unknown[]) => (answer = args));
    expect(answer).toEqual([null, '93.184.215.14', 4]);
    lookup('rebound.example', { all: true }, (...args: unknown[]) => (answer = args));
    expect(answer).toEqual([null, [{ address: '93.184.215.14', family: 4 }]]);
  });
});

describe('webhook URLs', () => {
  it('are http or https only', () => {
    expect(isWebhookUrl('https://example.com/hook')).toBe(true);
    expect(isWebhookUrl('http://example.com:8080/hook')).toBe(true);
    for (const url of ['ftp://example.com', 'file:///etc/passwd', 'javascript:alert(1)', 'example.com', 'gopher://x'])
      expect(isWebhookUrl(url), url).toBe(false);
  });
});

describe('the retry schedule', () => {
  const created = '2026-11-26T00:00:00.000Z';
  const start = Date.parse(created);

  it('waits 5 s, 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h, within 24 h of the first try', () => {
    let now = start;
    const delays: number[] = [];
    for (let attempts = 1; ; attempts += 1) {
      const delay = nextRetryDelay(attempts, 5000, created, now);
      if (delay === null) break;
      delays.push(delay / 1000);
      now += delay;
    }
    expect(delays).toEqual([5, 30, 120, 600, 3600, 10_800, 21_600, 43_200]);
    expect(now - start).toBeLessThanOrEqual(24 * 3600 * 1000);
  });

  it('gives up when the next try would pass 24 hours', () => {
    expect(nextRetryDelay(8, 5000, created, start + 23 * 3600 * 1000)).toBeNull();
  });

  it('scales with the base, so tests run it in milliseconds', () => {
    expect(nextRetryDelay(1, 40, created, start)).toBe(40);
    expect(nextRetryDelay(3, 40, created, start)).toBe(960);
  });
});
