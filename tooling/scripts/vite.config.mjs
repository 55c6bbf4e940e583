import { defineConfig } from 'vite';

export default defineConfig({ test: { globals: true, include: ['*.test.mjs'], testTimeout: 20_000 } });
