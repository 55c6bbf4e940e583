import type { BrowserContext, BrowserContextOptions } from 'playwright';

export function chromiumPath(): string;
export const chromiumArgs: string[];
export function launchChromium(
  options?: BrowserContextOptions,
): Promise<{ context: BrowserContext; close(): Promise<void> }>;
