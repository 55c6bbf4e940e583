import { defineConfig } from 'vite';

export default defineConfig({ test: { include: ['*.test.js'], testTimeout: 30_000 } });
