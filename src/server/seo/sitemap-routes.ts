import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppDeps } from '../app-types.js';
import { AppError } from '../errors.js';
import { setCachePolicy } from '../http/cache-policy.js';
import { errorBody, textBody } from '../http/openapi-answers.js';
import { acceptsEncoding } from '../http/public-cache.js';
import { planSitemap, robotsTxt, sitemapIndex, sitemapUrlset, type SitemapPlan } from './sitemap.js';
import { createSitemapMemo, sitemapFile, type SitemapFile } from './sitemap-memo.js';

const XML = 'application/xml; charset=utf-8';
const tags = ['SEO'];

function sendFile(request: FastifyRequest, reply: FastifyReply, file: SitemapFile) {
  setCachePolicy(reply, 'publicRead');
  reply.type(XML).header('vary', 'accept-encoding');
  // Already compressed: the compression plugin leaves an answer with a Content-Encoding alone.
  if (acceptsEncoding(request.headers['accept-encoding'], 'gzip')) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.xml);
}

/**
 * The sitemap is served from memory: computed once per data change (a burst of crawler requests shares one
 * computation), dropped by the same invalidations as the public-answer cache, whether that cache is on or off.
 */
export async function registerSitemapRoutes(app: App, { db, config, publicCache }: AppDeps) {
  const memo = createSitemapMemo(publicCache);
  app.addHook('onClose', async () => memo.stop());
  const plan = () => memo.get<SitemapPlan>('plan', () => planSitemap(db));
  const file = (name: string, build: (current: SitemapPlan) => Promise<string> | string) =>
    memo.get<SitemapFile>(`file:${name}`, async () => sitemapFile(await build(await plan())));

  app.get(
    '/sitemap.xml',
    {
      schema: { summary: 'Sitemap of every public page (an index when over 50,000 URLs)', tags },
      config: { answers: { 200: textBody('application/xml', 'The sitemap, or an index of its parts (gzip-encoded when the client accepts it)') } },
    },
    async (request, reply) => {
      const answer = await file('root', (current) =>
        current.parts > 1 ? sitemapIndex(config.publicUrl, current) : sitemapUrlset(db, config.publicUrl, current),
      );
      return sendFile(request, reply, answer);
    },
  );

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        summary: 'One part of a split sitemap: /sitemaps/<n>.xml',
        tags,
        params: z.object({ file: z.string().regex(/^[1-9]\d{0,5}\.xml$/, 'Expected <n>.xml') }),
      },
      config: {
        answers: {
          200: textBody('application/xml', 'One part of the sitemap (gzip-encoded when the client accepts it)'),
          404: errorBody('No such part: the number is past the last part'),
        },
      },
    },
    async (request, reply) => {
      const part = Number.parseInt(request.params.file, 10);
      if (part > (await plan()).parts) throw new AppError('NOT_FOUND', 'Sitemap part not found');
      return sendFile(request, reply, await file(`part:${part}`, (current) => sitemapUrlset(db, config.publicUrl, current, part)));
    },
  );

  const robotsAnswers = { 200: textBody('text/plain', 'The crawler rules') };
  app.get('/robots.txt', { schema: { summary: 'Crawler rules, naming the sitemap', tags }, config: { answers: robotsAnswers } }, async (_request, reply) => {
    setCachePolicy(reply, 'publicRead');
    return reply.type('text/plain; charset=utf-8').send(robotsTxt(config.publicUrl));
  });
}
