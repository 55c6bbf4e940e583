import { Hono } from 'hono';
import { mountApi, type ExtraRoutes } from './http/api';
import type { Platform, PlatformEnv } from './http/env';
import { hostName, isServedHost, type HostDirectory } from './merchants/hosts';
import { merchantDirectory } from './merchants/merchantCache';
import { brandSites, builtBrands } from './web/brandSites';

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
  const { platform, distDir } = options;
  const localHosts: HostDirectory = { brandIds: distDir ? builtBrands(distDir) : [], brandByDomain: new Map() };
  const hosts = platform ? () => merchantDirectory(platform.db) : () => Promise.resolve(localHosts);

  // Before anything else: a name the platform does not serve (a rebound DNS name, a stray proxy) gets nothing.
  app.use('*', async (c, next) => {
    const host = c.req.header('host');
    if (isServedHost(host, await hosts())) return next();
    return c.text(`This server does not serve ${hostName(host)}.`, 421, { 'Cache-Control': 'no-store' });
  });
  if (platform) mountApi(app, platform, options.extraRoutes);
  if (distDir) app.use('*', brandSites({ distDir, defaultBrand: options.defaultBrand, hosts }));
  return app;
}
