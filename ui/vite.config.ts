import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { splitEntries } from './src/lib/ftl-entries';

/** The page's first script, `src/early.ts`, as an entry of its own put ahead of the app's in
 * `index.html`: it starts fetching the start language's messages while the app's script is
 * still loading, rather than once the app's script has run. (Bundled from index.html, it would
 * only run after the app's whole script had arrived.) */
function earlyFirst(): Plugin {
  return {
    name: 'mjref-early-first',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const early = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'early');
        if (!early) return [];
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: `./${early.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}

/** `x.ftl?entries`: the file cut into its entries (id → its text) at build time, so a page
 * parses only the messages it shows (`src/lib/i18n.ts`) and never scans whole files. */
function ftlEntries(): Plugin {
  return {
    name: 'mjref-ftl-entries',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'entries' || !file.endsWith('.ftl')) return null;
      this.addWatchFile(file);
      return `export default ${JSON.stringify(splitEntries(readFileSync(file, 'utf8')))};`;
    },
  };
}

// The app is served from tauri://localhost with a strict CSP: relative asset URLs,
// no remote origins, no inline scripts.
export default defineConfig({
  plugins: [ftlEntries(), svelte(), earlyFirst()],
  base: './',
  clearScreen: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // The first screen's code and what the other screens share with it in one chunk, each
    // other screen's own code in its chunk, each language's messages in theirs: a few files to
    // fetch at a start (over a venue's Wi-Fi for the browser build), not one per module.
    // The language choice is a chunk of its own, so the page's first script (src/early.ts)
    // that starts fetching the start language's messages stays a few hundred bytes.
    rolldownOptions: {
      input: { index: 'index.html', early: 'src/early.ts' },
      output: {
        codeSplitting: {
          groups: [
            { name: 'lang-choice', test: /src\/lib\/lang-choice\.ts$/, priority: 2 },
            { name: 'common', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 1420,
    strictPort: true,
    host: '127.0.0.1',
    // locales/ lives next to ui/ in the repository.
    fs: { allow: ['..'] },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
