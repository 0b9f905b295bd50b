import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { testDeployment } from './config';

export const SITE_URL = testDeployment.siteUrl;

/** Paths of every prerendered public route, read from the built sitemap (it comes from the route table). */
export function builtRoutes(): string[] {
  const xml = readFileSync(join(process.cwd(), 'dist', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
}
