/**
 * The API server built for running with `node` alone (`npm run build`, `npm run serve`): one file
 * of the project's own code, its packages imported from node_modules as they are. The tests'
 * child servers start this build too (scripts/test.ts makes it afresh for each run), since
 * starting the server through the TypeScript loader costs twice the time.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
  },
});
