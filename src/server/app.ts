import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from './app-types.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerSameOriginCheck } from './auth/same-origin.js';
import { registerCustomerRoutes } from './customers/routes.js';
import { registerCatalogRoutes } from './catalog/routes.js';
import { registerControlCharacterCheck } from './http/control-characters.js';
import { registerErrorHandler } from './http/error-handler.js';
import { databaseRateLimitStore } from './http/rate-limit-store.js';
import { registerHealthRoutes } from './http/health.js';
import { registerMetrics } from './http/metrics.js';
import { registerOpenApi } from './http/openapi.js';
import { registerPublicCache } from './http/public-cache-hooks.js';
import { registerListingRoutes } from './listings/routes.js';
import { registerSchemaRoutes } from './seo/routes.js';
import { registerSitemapRoutes } from './seo/sitemap-routes.js';
import { registerOwnerRoutes } from './owners/routes.js';
import { registerAdminRoutes } from './admin/routes.js';
import { registerMailDelivery } from './mail/delivery.js';
import { registerPageRoutes, renderPageReply, wantsPage } from './render/page-routes.js';

export type BuildAppOptions = { logger?: FastifyServerOptions['logger'] };

/** Default body cap; the two routes that take a verification document raise their own. */
const BODY_LIMIT = 256 * 1024;

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerControlCharacterCheck(app);

  // External plugins first.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Cross-origin isolation headers would block Google profile images.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  registerSameOriginCheck(app, deps.config);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(deps.db) });
  // Before compression: the cache keeps the plain answer and compresses its own copies once.
  if (deps.publicCache.enabled) {
    registerPublicCache(app, deps, deps.publicCache.store);
    const stopListening = await deps.publicCache.listen();
    app.addHook('onClose', async () => stopListening());
  }
  await app.register(compress, { threshold: 1024 });

  registerHealthRoutes(app, deps.readiness);
  registerMetrics(app);

  // The OpenAPI plugin only documents routes added after it.
  await registerOpenApi(app, deps);

  // Feature routes (registered by each feature module).
  for (const register of featureRoutes) await register(app, deps);

  app.setNotFoundHandler((request, reply) => {
    // Page paths get the rendered 404 page; the JSON API keeps its JSON 404.
    if (wantsPage(request)) return renderPageReply(app, deps, request, reply, { notFound: true });
    return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });

  return app;
}

type RegisterRoutes = (app: App, deps: AppDeps) => void | Promise<void>;

/** Feature route registrations, in order. Pages (server rendering) come last: they own every other path. */
const featureRoutes: RegisterRoutes[] = [registerMailDelivery, registerAuthRoutes, registerCustomerRoutes, registerCatalogRoutes, registerListingRoutes, registerSchemaRoutes, registerSitemapRoutes, registerOwnerRoutes, registerAdminRoutes, registerPageRoutes];
