import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Library mode emits each module's CSS but never links it; an import at the top of the module lets the host's bundler load it with the module. */
function importChunkCss(): Plugin {
  return {
    name: 'foyer:import-chunk-css',
    apply: 'build',
    generateBundle: {
      // After vite:css-post's: with preserveModules each stylesheet is a chunk of its own until that hook folds it into its importers.
      order: 'post',
      handler(_options, bundle) {
        const linked = new Set<string>();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.viteMetadata) continue;
          chunk.viteMetadata.importedCss.forEach((css) => linked.add(css));
          const imports = [...chunk.viteMetadata.importedCss].map(
            (css) => `import './${path.posix.relative(path.posix.dirname(chunk.fileName), css)}';\n`,
          );
          chunk.code = imports.join('') + chunk.code;
        }
        // A stylesheet no module imports directly would never load: fail instead.
        const orphans = Object.keys(bundle).filter((file) => file.endsWith('.css') && !linked.has(file));
        if (orphans.length > 0) this.error(`CSS no chunk imports: ${orphans.join(', ')} (import it from a shared module instead)`);
      },
    },
  };
}

/** The entries an app imports are React client components (hooks, effects, the browser): React Server Components need them marked. */
const CLIENT_ENTRIES = new Set(['index', 'gallery']);

/**
 * Starts each client entry with the "use client" directive, after importChunkCss has prepended its imports: the bundler
 * drops module-level directives of the sources, and one at the top of the entry marks everything it imports as client code.
 */
function useClientEntries(): Plugin {
  return {
    name: 'foyer:use-client-entries',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry && CLIENT_ENTRIES.has(chunk.name)) chunk.code = `'use client';\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * Radix looks React's newer hooks up by a computed name (`React[" useEffectEvent ".trim().toString()]`) so that a React
 * without them still links; the bundler folds that back into `React.useEffectEvent`, which webpack in Next.js 15 refuses
 * ("not exported from 'react'": the React it ships has no useEffectEvent). Kept a lookup at run time.
 */
function keepOptionalReactLookups(): Plugin {
  const computed = /React\[" (\w+) "\.trim\(\)\.toString\(\)\]/g;
  return {
    name: 'foyer:keep-optional-react-lookups',
    transform(code, id) {
      if (!id.includes('@radix-ui') || !code.includes('".trim().toString()]')) return undefined;
      return { code: code.replace(computed, 'Reflect.get(React, "$1")'), map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), keepOptionalReactLookups(), importChunkCss(), useClientEntries()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: true,
    // The gallery entry is the development gallery's (the demo's /gallery), ui the shared look of pages without React; apps import only the index.
    lib: { entry: { index: 'src/index.ts', gallery: 'src/gallery/index.ts', ui: 'src/ui.ts' }, formats: ['es'] },
    rolldownOptions: {
      external: [/^react(\/|$)/, /^react-dom(\/|$)/, /^@foyer\/(client|core)$/],
      output: {
        // A file per source module, CSS imported by the module that uses it: the host's bundler keeps only what the app uses, as from the sources.
        preserveModules: true,
        preserveModulesRoot: 'src',
        // The bundled dependencies (Radix, uqr) go to vendor/: a node_modules folder inside dist/ reads as another package's.
        entryFileNames: (chunk) => `${chunk.name.replace(/^node_modules\//, 'vendor/')}.js`,
      },
    },
  },
});
