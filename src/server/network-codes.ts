/**
 * Node's error codes for a peer that cannot be reached: the connection refused, reset or broken,
 * timed out, or its address not found. The database and the object store both take them for a
 * passing outage (503 with Retry-After), never for a bad request.
 */
export const UNREACHABLE_CODES: readonly string[] = [
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
];
