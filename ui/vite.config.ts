import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { splitEntries } from './src/lib/ftl-entries';

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
  plugins: [ftlEntries(), svelte()],
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
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'common', minShareCount: 2 }] } },
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
