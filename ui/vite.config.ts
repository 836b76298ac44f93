import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// The app is served from tauri://localhost with a strict CSP: relative asset URLs,
// no remote origins, no inline scripts.
export default defineConfig({
  plugins: [svelte()],
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
