import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The stylesheet and the staff portal (React). Public pages' islands are built by vite.islands.config.ts; the
// server (`--ssr`) is built with this file too.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Small first loads on slow mobile data: modern browsers only, no legacy bundle.
    target: 'es2022',
    // The server reads it to name each page's files (src/server/render/assets.ts).
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild
      ? undefined
      : { input: { site: 'src/client/styles.css', portal: 'src/client/entry-portal.tsx' } },
  },
  ssr: {
    // Bundled into the server build so Node never sees their CSS or JSX.
    noExternal: ['lucide-react'],
  },
}));
