import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// One fixed-name script the provider serves at /static/space-popup.js (see src/popup-page.ts).
export default defineConfig({
  build: {
    outDir: fileURLToPath(new URL('../dist/page/', import.meta.url)),
    emptyOutDir: true,
    lib: { entry: fileURLToPath(new URL('./space-popup.ts', import.meta.url)), formats: ['es'], fileName: () => 'space-popup.js' },
  },
});
