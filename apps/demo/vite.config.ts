import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The gallery is a page of its own, which the server hands out in development only (src/demo-app.ts).
  build: { outDir: 'dist', emptyOutDir: true, rolldownOptions: { input: { index: 'index.html', gallery: 'gallery.html' } } },
});
