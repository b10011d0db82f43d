import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The console is served by our own server in production (dist/). In development Vite serves it
 * and forwards the API and the live channel to a server started on port 3001.
 */
const API = process.env.API_TARGET ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/socket.io': { target: API, ws: true, changeOrigin: true },
    },
  },
  build: {
    // The shell is one large lazy chunk by design (react-admin); the public pages stay small.
    chunkSizeWarningLimit: 1600,
  },
});
