import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Library mode emits each lazy part's CSS but never links it; an import at the top of its chunk lets the host's bundler load it with the chunk. */
function importChunkCss(): Plugin {
  return {
    name: 'foyer:import-chunk-css',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.viteMetadata) continue;
        const imports = [...chunk.viteMetadata.importedCss].map(
          (css) => `import './${path.posix.relative(path.posix.dirname(chunk.fileName), css)}';\n`,
        );
        chunk.code = imports.join('') + chunk.code;
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), importChunkCss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    rolldownOptions: {
      external: [/^react(\/|$)/, /^react-dom(\/|$)/, /^@foyer\/(client|core)$/],
    },
  },
});
