/**
 * The server-side request forgery guard: a webhook goes only to public addresses. The host is
 * resolved at each delivery (every address, node:dns lookup with all: true), each address is
 * checked, and the connection is made to a checked address through the agent's own `lookup`, so
 * a name that resolves to something else a moment later (DNS rebinding) cannot slip through.
 */
import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';

const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const BLOCKED_V6: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  // Cloud metadata over IPv6 (AWS).
  ['fd00:ec2::', 32],
];

const blocked = new net.BlockList();
for (const [address, prefix] of BLOCKED_V4) blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of BLOCKED_V6) blocked.addSubnet(address, prefix, 'ipv6');

/** Whether an address is loopback, private, link-local (the 169.254.169.254 metadata service), or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as IPv4.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

export class RefusedAddressError extends Error {}

/** Every address the host resolves to, refused when any one is not public (unless allowed). */
export async function resolveSafely(host: string, allowPrivate: boolean): Promise<dns.LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(bare)
    ? [{ address: bare, family: net.isIP(bare) }]
    : await dns.promises.lookup(bare, { all: true, verbatim: true });
  if (addresses.length === 0) throw new RefusedAddressError(`${host} has no address`);
  if (!allowPrivate) {
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused) throw new RefusedAddressError(`refused address ${refused.address} for ${host}`);
  }
  return addresses;
}

/** A `lookup` for the HTTP agent that answers only with the addresses already checked. */
export function pinnedLookup(addresses: dns.LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = typeof options === 'object' && options ? options.family : undefined;
    const usable = addresses.filter((entry) => !family || entry.family === family);
    const list = usable.length ? usable : addresses;
    if (typeof options === 'object' && options?.all) {
      (callback as (error: null, addresses: dns.LookupAddress[]) => void)(null, list);
      return;
    }
    const first = list[0] as dns.LookupAddress;
    callback(null, first.address, first.family);
  };
}
