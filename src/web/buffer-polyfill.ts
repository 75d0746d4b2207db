// Casbin expects Node's Buffer; in the browser the `buffer` package stands in for it.
import { Buffer } from 'buffer';

const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;
