import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from './app-types.js';
import { registerAccessControl } from './auth/access.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerSameOriginCheck } from './auth/same-origin.js';
import { registerSessions } from './auth/session-plugin.js';
import { registerCustomerRoutes } from './customers/routes.js';
import { registerFavoriteRoutes } from './favorites/routes.js';
import { registerBookingRoutes } from './bookings/routes.js';
import { registerCatalogRoutes } from './catalog/routes.js';
import { logSerializers, registerNotableRequestLog } from './http/access-log.js';
import { answerClientError } from './http/client-errors.js';
import { registerControlCharacterCheck } from './http/control-characters.js';
import { registerErrorHandler } from './http/error-handler.js';
import { databaseRateLimitStore } from './http/rate-limit-store.js';
import { registerHealthRoutes } from './http/health.js';
import { registerMetrics } from './http/metrics.js';
import { registerOpenApi } from './http/openapi.js';
import { registerPublicCache } from './http/public-cache-hooks.js';
import { registerStartingGate } from './http/starting-gate.js';
import { setMailSiteName } from './mail/messages.js';
import { registerContactRoutes } from './contact/routes.js';
import { registerLegalRoutes } from './legal/routes.js';
import { registerListingRoutes } from './listings/routes.js';
import { registerSearchRoutes } from './search/routes.js';
import { registerSchemaRoutes } from './seo/routes.js';
import { registerSitemapRoutes } from './seo/sitemap-routes.js';
import { registerOwnerRoutes } from './owners/routes.js';
import { registerAnalyticsRoutes } from './owners/analytics-routes.js';
import { registerMediaRoutes } from './media/routes.js';
import { activeMediaStore } from './media/active-store.js';
import { registerPhotoRoutes } from './photos/routes.js';
import { registerAdminRoutes } from './admin/routes.js';
import { registerReviewPhotoRoutes } from './reviews/photo-routes.js';
import { registerReviewRoutes } from './reviews/routes.js';
import { registerHelpfulRoutes } from './reviews/helpful-routes.js';
import { registerMailDelivery } from './mail/delivery.js';
import { registerMaintenance } from './maintenance/register-maintenance.js';
import { registerPageRoutes, renderPageReply, wantsPage } from './render/page-routes.js';

export type BuildAppOptions = {
  logger?: FastifyServerOptions['logger'];
  /** 'notable' (production) logs server errors, slow requests and writes; 'all' (development) every request. */
  requestLog?: 'all' | 'notable';
  /** Whole-request deadline; tests shorten it. */
  requestTimeoutMs?: number;
};

/** Default body cap; the two routes that take a verification document raise their own. */
const BODY_LIMIT = 256 * 1024;
/** A request (headers and body) must arrive within this, or it is cut with 408: slow clients cannot hold sockets. */
export const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 15_000;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<App> {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const logger = options.logger && typeof options.logger === 'object' ? { ...options.logger, serializers: logSerializers } : (options.logger ?? false);
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: options.requestLog !== 'all' }),
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-* count only from the proxies TRUST_PROXY names: request.ip (rate limits, analytics) follows it.
    // (Fastify takes a hop count too, though its types do not say so.)
    trustProxy: deps.config.trustProxy as boolean | string[],
    requestTimeout,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // Node checks the deadlines every 30 s by default, which would let a trickling body run to a minute.
    http: { headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout), connectionsCheckingInterval: 1000 },
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  if (options.requestLog === 'notable') registerNotableRequestLog(app, deps.config.SLOW_REQUEST_MS);
  registerControlCharacterCheck(app);

  // External plugins first.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: for the previews of photos picked in the review dialog (object URLs only the page's own script makes);
        // MEDIA_PUBLIC_URL's origin for public photos (an http one only on loopback, which 'https:' would not cover).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https:',
          new URL(deps.config.MAP_TILE_URL).origin,
          ...(deps.config.mediaPublicUrl ? [new URL(deps.config.mediaPublicUrl).origin] : []),
        ],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // One framing policy: the CSP's frame-ancestors (X-Frame-Options would only repeat it, or contradict it).
    frameguard: false,
    // Browsers ignore HSTS over plain http, and a localhost answer with it would pin every port of localhost to https.
    strictTransportSecurity: deps.config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Cross-origin isolation headers would block Google profile images.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  registerStartingGate(app, deps.readiness, deps.config.brand.name);
  setMailSiteName(deps.config.brand.name);
  await app.register(cookie);
  registerSameOriginCheck(app, deps.config);
  // App plugins: the session on the request, then every route's declared access, wired as routes are added.
  registerSessions(app, deps);
  registerAccessControl(app, deps);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(deps.db) });
  // Before compression: the cache keeps the plain answer and compresses its own copies once.
  if (deps.publicCache.enabled) registerPublicCache(app, deps, deps.publicCache.store);
  // Heard with the answer cache off too: the in-memory catalog and the sitemap follow other processes' writes.
  const stopListening = await deps.publicCache.listen();
  app.addHook('onClose', async () => stopListening());
  await app.register(compress, { threshold: 1024 });

  // The OpenAPI plugin only documents routes added after it.
  await registerOpenApi(app, deps);

  registerHealthRoutes(app, deps.readiness, deps.db, activeMediaStore(deps.config).answers);
  registerMetrics(app, deps.config.METRICS_TOKEN);

  // Feature routes (registered by each feature module).
  for (const register of featureRoutes) await register(app, deps);

  app.setNotFoundHandler((request, reply) => {
    // Page paths get the rendered 404 page; the JSON API keeps its JSON 404.
    if (wantsPage(request)) return renderPageReply(app, deps, request, reply, { notFound: true });
    return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });

  return app;
}

/** Powerful features the site never uses are off for it and anything it embeds; location only for the site itself. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()';

type RegisterRoutes = (app: App, deps: AppDeps) => void | Promise<void>;

/** Feature route registrations, in order. Pages (server rendering) come last: they own every other path. */
const featureRoutes: RegisterRoutes[] = [registerMailDelivery, registerAuthRoutes, registerCustomerRoutes, registerFavoriteRoutes, registerBookingRoutes, registerCatalogRoutes, registerListingRoutes, registerSearchRoutes, registerSchemaRoutes, registerSitemapRoutes, registerOwnerRoutes, registerAnalyticsRoutes, registerPhotoRoutes, registerMediaRoutes, registerReviewRoutes, registerHelpfulRoutes, registerReviewPhotoRoutes, registerAdminRoutes, registerContactRoutes, registerLegalRoutes, registerMaintenance, registerPageRoutes];
