import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AccountType } from '../../shared/users.js';
import type { AppDeps } from '../app-types.js';
import { businesses } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { readSessionToken } from './cookies.js';
import { resolveSession, type ResolvedSession } from './sessions.js';

const resolved = new WeakMap<FastifyRequest, Promise<ResolvedSession | null>>();

/** The request's session, resolved once per request. */
export function currentSession(request: FastifyRequest, deps: AppDeps): Promise<ResolvedSession | null> {
  let session = resolved.get(request);
  if (!session) {
    const token = readSessionToken(request, deps.config);
    session = token ? resolveSession(deps.db, token) : Promise.resolve(null);
    resolved.set(request, session);
  }
  return session;
}

export async function requireUser(request: FastifyRequest, deps: AppDeps, type?: AccountType): Promise<ResolvedSession> {
  const session = await currentSession(request, deps);
  if (!session) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (type && session.accountType !== type) {
    throw new AppError(
      'FORBIDDEN',
      type === 'customer' ? 'Please sign in as a customer to continue.' : 'Please sign in as a business owner to continue.',
    );
  }
  return session;
}

export const requireCustomer = (request: FastifyRequest, deps: AppDeps) => requireUser(request, deps, 'customer');
export const requireBusinessOwner = (request: FastifyRequest, deps: AppDeps) =>
  requireUser(request, deps, 'business_owner');

/** A signed-in business owner who owns the business; 404 for a missing business, 403 for someone else's. */
export async function requireOwnerOf(request: FastifyRequest, deps: AppDeps, businessId: number) {
  const session = await requireBusinessOwner(request, deps);
  const [business] = await deps.db
    .select({ ownerId: businesses.ownerId })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!business) throw notFound('Business');
  if (business.ownerId !== session.user.id) throw new AppError('FORBIDDEN', 'You do not have access to this business.');
  return session;
}

export function isStaff(session: ResolvedSession | null, deps: AppDeps): boolean {
  const email = session?.user.email?.toLowerCase();
  return Boolean(email && deps.config.adminEmails.includes(email));
}

/** Staff only, checked on every call: 401 when signed out, 403 when signed in (either flow) but not in ADMIN_EMAILS. */
export async function requireStaff(request: FastifyRequest, deps: AppDeps): Promise<ResolvedSession> {
  const session = await requireUser(request, deps);
  if (!isStaff(session, deps)) throw new AppError('FORBIDDEN', 'This page is for staff only.');
  return session;
}
