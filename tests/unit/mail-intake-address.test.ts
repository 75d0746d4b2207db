/** The parts of documents by email that need no server: addresses and the relay's verdict. */
import { describe, expect, it } from 'vitest';
import { locationSlug, newLocalPart } from '../../src/server/mail-intake/mailbox.js';
import { authenticated } from '../../src/server/mail-intake/senders.js';

describe('a location address', () => {
  it('carries the location name as ASCII and 10 random base32 characters', () => {
    expect(locationSlug('Café du Nord / Zürich')).toBe('cafe-du-nord-zurich');
    expect(locationSlug('***')).toBe('location');
    const parts = new Set(Array.from({ length: 200 }, () => newLocalPart('Front desk')));
    expect(parts.size).toBe(200);
    for (const part of parts) expect(part).toMatch(/^front-desk-[a-z2-7]{10}$/);
  });
});

describe('the DKIM/SPF setting', () => {
  it('reads dkim=pass or spf=pass in the first Authentication-Results header only', () => {
    expect(authenticated(' relay.test; dkim=pass header.d=sender.test; spf=fail')).toBe(true);
    expect(authenticated(' relay.test; dkim=fail; spf=pass smtp.mailfrom=sender.test')).toBe(true);
    expect(authenticated(' relay.test; dkim=fail; spf=softfail')).toBe(false);
    expect(authenticated([' relay.test; dkim=none', ' forged; dkim=pass'])).toBe(false);
    expect(authenticated(undefined)).toBe(false);
  });
});
