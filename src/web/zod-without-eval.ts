/**
 * zod compiles object parsers with `new Function` when it may, and tests whether it may by
 * trying. The app's Content-Security-Policy allows no eval (the server's edge/security-headers.ts),
 * so that test alone is a violation in the browser: zod is told to parse without compiling.
 * Imported first by main.tsx, before any schema parses.
 */
import { z } from 'zod';

z.config({ jitless: true });
