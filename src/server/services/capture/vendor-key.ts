/**
 * One profile per tenant and vendor: the vendor's name as keyed, folded so that "ACME S.A.",
 * "Acme SA" and "acme sa " are the same vendor.
 */
export function vendorKey(vendor: string): string {
  return vendor
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 200);
}
