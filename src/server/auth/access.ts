import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_MESSAGES } from '#shared/users.js';
import type { App, AppDeps } from '../app-types.js';
import { businesses } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { setCachePolicy } from '../http/cache-policy.js';

/**
 * Who may call a route. `owner-of-business` is a business owner who owns the business named by the route's `:id`;
 * `owner-of-business-or-staff` admits staff as well (they may change any business's photos).
 * `signed-in` is any account, customer or owner (reporting a review is open to both).
 * Staff are signed-in users of either account type whose email is in ADMIN_EMAILS.
 */
export const ROUTE_ACCESS = ['public', 'signed-in', 'customer', 'owner', 'owner-of-business', 'owner-of-business-or-staff', 'staff'] as const;
const BUSINESS_ACCESS: readonly RouteAccess[] = ['owner-of-business', 'owner-of-business-or-staff'];
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api and /auth route (checked at start-up). */
    access?: RouteAccess;
  }
}

/** Paths whose routes must say who may call them: a route added there without `config.access` stops the start. */
const DECLARED_PREFIXES = ['/api/', '/auth/'];

const mustDeclare = (url: string) => DECLARED_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Signed in, and the right kind of account. Runs first on the route's request, before the rate limit counts it
 * and before the body is read, so a visitor never uploads a document only to be told to sign in.
 */
async function checkSignedIn(request: FastifyRequest, reply: FastifyReply) {
  const access = request.routeOptions.config.access;
  // Whatever the outcome, the answer depends on who asked.
  setCachePolicy(reply, 'noStore');
  const session = await request.loadSession();
  if (!session) throw new AppError('UNAUTHORIZED', ACCESS_MESSAGES.signIn);
  if (access === 'signed-in') {
    // Any account will do.
  } else if (access === 'staff') {
    if (!session.isStaff) throw new AppError('FORBIDDEN', ACCESS_MESSAGES.staffOnly);
  } else if (access === 'owner-of-business-or-staff' && session.isStaff) {
    // Staff pass whatever their account type; the business must still exist (checkOwnsBusiness).
  } else if (access === 'customer') {
    if (session.accountType !== 'customer') throw new AppError('FORBIDDEN', ACCESS_MESSAGES.customersOnly);
  } else if (session.accountType !== 'business_owner') {
    throw new AppError('FORBIDDEN', ACCESS_MESSAGES.ownersOnly);
  }
  request.checkedSession = session;
}

/**
 * The business of an `owner-of-business` route belongs to the caller: 404 for a missing business, 403 for someone
 * else's. A preHandler, so the `:id` it reads has passed validation (a malformed id answers 400, never a 500).
 */
function checkOwnsBusiness({ db }: AppDeps) {
  return async function checkOwnsBusiness(request: FastifyRequest) {
    // A route that attaches its validation error still must not look up an id that failed it.
    if (request.validationError) throw request.validationError;
    const { id } = request.params as { id: number };
    const [business] = await db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, id)).limit(1);
    if (!business) throw notFound('Business');
    if (request.routeOptions.config.access === 'owner-of-business-or-staff' && request.session.isStaff) return;
    if (business.ownerId !== request.session.user.id) throw new AppError('FORBIDDEN', ACCESS_MESSAGES.otherOwnersBusiness);
  };
}

/** The route's own hooks, with `first` in front (once: a HEAD route may arrive with its GET's hooks). */
function prepend<Hook>(first: Hook, hooks: Hook | Hook[] | undefined): Hook[] {
  const list = hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
  return list.includes(first) ? list : [first, ...list];
}

/**
 * One access check for every route, from the route's declared `config.access`: wired onto each route as it is
 * added, so public routes (and public-cache hits) run nothing, and a route under /api or /auth that declares
 * nothing is a start-up error rather than an open door.
 */
export function registerAccessControl(app: App, deps: AppDeps) {
  const ownsBusiness = checkOwnsBusiness(deps);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) {
      if (mustDeclare(route.url)) throw new Error(`${route.method} ${route.url} declares no access: add config.access (${ROUTE_ACCESS.join(', ')})`);
      return;
    }
    if (!ROUTE_ACCESS.includes(access)) throw new Error(`${route.method} ${route.url} declares an unknown access '${String(access)}'`);
    if (access === 'public') return;
    route.onRequest = prepend(checkSignedIn, route.onRequest);
    if (BUSINESS_ACCESS.includes(access)) {
      if (!route.url.includes('/:id')) throw new Error(`${route.method} ${route.url} is ${access} but names no :id`);
      route.preHandler = prepend(ownsBusiness, route.preHandler);
    }
  });
}
