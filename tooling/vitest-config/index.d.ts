import type { UserConfig } from 'vite';

export function lobbyVitest(options?: { environment?: 'jsdom' | 'node' }): Pick<UserConfig, 'test'>;
