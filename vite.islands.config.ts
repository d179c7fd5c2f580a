import { defineConfig } from 'vite';

// The public pages' islands (src/client/islands/), built with Preact's React-compatible API in place of React:
// the same components the server renders with React hydrate in the browser for about a tenth of the bytes
// (docs/decisions/011-islands-in-preact.md). Runs after vite.config.ts's build, into the same folder.
export default defineConfig({
  publicDir: false,
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    target: 'es2022',
    manifest: '.vite/islands-manifest.json',
    rollupOptions: { input: { islands: 'src/client/islands/entry.ts', boot: 'src/client/islands/boot.ts' } },
  },
});
