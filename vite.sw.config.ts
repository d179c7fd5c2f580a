import { defineConfig } from 'vite';

// The public site's service worker (src/client/offline/sw.ts, ADR 050): one classic script with nothing to import,
// which every browser with service workers runs. Written where the server reads it and no visitor can ask for it
// (dist/client/.vite/, like the build manifests); the server serves it at /sw.js with the club's time zone and the
// site's version written in (src/server/render/offline.ts).
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/client/.vite',
    emptyOutDir: false,
    target: 'es2022',
    copyPublicDir: false,
    lib: { entry: 'src/client/offline/sw.ts', formats: ['iife'], name: 'sw', fileName: () => 'sw.js' },
  },
});
