import { Hono } from 'hono';
import { mountApi, type ExtraRoutes } from './http/api';
import type { Platform, PlatformEnv } from './http/env';
import { brandSites } from './web/brandSites';

export interface AppOptions {
  /** Folder of the built brands (apps/web/dist); no brand sites without it. */
  distDir?: string;
  /** Brand served at the bare host (`localhost`). */
  defaultBrand: string;
  /** The API's shared state; without it only the brand sites are served. */
  platform?: Platform;
  /** Routes beside the contract's (tests). */
  extraRoutes?: ExtraRoutes;
}

export function createApp(options: AppOptions): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  if (options.platform) mountApi(app, options.platform, options.extraRoutes);
  if (options.distDir) app.use('*', brandSites({ distDir: options.distDir, defaultBrand: options.defaultBrand }));
  return app;
}
