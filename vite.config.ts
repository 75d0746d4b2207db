import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Each build gets an id the app compares with builds/latest.json to notice a newer build.
const buildId = process.env.BUILD_ID ?? new Date().toISOString();

/** Writes builds/latest.json beside the bundle; the app polls it to notice a newer build. */
function buildInfo(): Plugin {
  return {
    name: 'dbbs-build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ buildId }) });
    },
  };
}

export default defineConfig({
  plugins: [react(), buildInfo()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      output: {
        // Split the heavy vendors out of the entry so the login route stays small. The charting
        // library is not grouped: as a manual chunk it either took the dependencies it shares
        // with the app (react, antd's helpers), so the login route loaded it, or, without them,
        // chunks imported each other in a cycle and broke at run time. Imported only by the
        // lazily loaded features/reports/ReportChart.tsx, it lands in that chunk of its own.
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined;
          if (id.includes('firebase')) return 'firebase';
          return undefined;
        },
      },
    },
  },
});
