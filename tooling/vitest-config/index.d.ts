import type { UserConfig } from 'vite';

export function lobbyVitest(options?: {
  environment?: 'jsdom' | 'node';
  setupFiles?: string[];
}): Pick<UserConfig, 'test'>;
