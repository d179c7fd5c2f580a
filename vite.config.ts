import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Small first loads on slow mobile data: modern browsers only, no legacy bundle.
    target: 'es2022',
    // The server reads it to preload each page's chunks (src/server/render/chunks.ts).
    manifest: !isSsrBuild,
  },
  ssr: {
    // Bundled into the server build so Node never sees their CSS or JSX.
    noExternal: ['lucide-react'],
  },
}));
