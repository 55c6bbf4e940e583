import { Hono } from 'hono';
import { brandSites } from './web/brandSites';

export interface AppOptions {
  /** Folder of the built brands (apps/web/dist). */
  distDir: string;
  /** Brand served at the bare host (`localhost`). */
  defaultBrand: string;
}

export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  app.use('*', brandSites(options));
  return app;
}
