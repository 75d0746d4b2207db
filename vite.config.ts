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
        // Split the heavy vendors out of the entry so the login route stays small. The charts
        // group takes only the charting libraries, not what they share with the app (react,
        // antd's helpers): pulled in recursively, those made the login route load the charts.
        codeSplitting: {
          groups: [
            {
              name: 'charts',
              test: /node_modules[\\/](@ant-design[\\/](charts|plots|graphs|charts-util)|@antv)[\\/]/,
              includeDependenciesRecursively: false,
            },
            { name: 'firebase', test: /node_modules[\\/].*firebase/ },
          ],
        },
      },
    },
  },
});
