import { z } from 'zod';
import type { App, AppDeps } from '../app-types.js';
import { AppError } from '../errors.js';
import { cachePublicly } from '../http/cache-control.js';
import { planSitemap, robotsTxt, sitemapIndex, sitemapUrlset } from './sitemap.js';

const XML = 'application/xml; charset=utf-8';
const tags = ['SEO'];

export function registerSitemapRoutes(app: App, { db, config }: AppDeps) {
  app.get('/sitemap.xml', { schema: { summary: 'Sitemap of every public page (an index when over 50,000 URLs)', tags } }, async (_request, reply) => {
    const plan = await planSitemap(db);
    cachePublicly(reply);
    return reply.type(XML).send(plan.parts > 1 ? sitemapIndex(config.publicUrl, plan) : sitemapUrlset(db, config.publicUrl, plan));
  });

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        summary: 'One part of a split sitemap: /sitemaps/<n>.xml',
        tags,
        params: z.object({ file: z.string().regex(/^[1-9]\d{0,5}\.xml$/, 'Expected <n>.xml') }),
      },
    },
    async (request, reply) => {
      const part = Number.parseInt(request.params.file, 10);
      const plan = await planSitemap(db);
      if (part > plan.parts) throw new AppError('NOT_FOUND', 'Sitemap part not found');
      cachePublicly(reply);
      return reply.type(XML).send(sitemapUrlset(db, config.publicUrl, plan, part));
    },
  );

  app.get('/robots.txt', { schema: { summary: 'Crawler rules, naming the sitemap', tags } }, async (_request, reply) => {
    cachePublicly(reply);
    return reply.type('text/plain; charset=utf-8').send(robotsTxt(config.publicUrl));
  });
}
