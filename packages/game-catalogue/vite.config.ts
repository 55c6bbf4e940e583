/// <reference types="vitest/config" />
import { lobbyVitest } from '@lobby/vitest-config';
import { defineConfig } from 'vite';

const shared = lobbyVitest({ environment: 'jsdom' });

// The centre's journeys render pages of 42 tiles several times over; on a busy 2-core machine one takes 10-13 s.
export default defineConfig({ test: { ...shared.test, testTimeout: 30_000 } });
