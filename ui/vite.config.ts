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
