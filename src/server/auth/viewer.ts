import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-types.js';
import { currentSession, isStaff } from './guards.js';

/** Who is looking at a public read, for the few answers that differ for a listing's owner or staff. */
export type Viewer = { userId: number; isStaff: boolean } | null;
/** A viewer, or a way to find it that is only called when the answer depends on it. */
export type ViewerLookup = Viewer | (() => Promise<Viewer>);

/** The signed-in viewer, or null; an anonymous request costs no database read. */
export async function viewerOf(request: FastifyRequest, deps: AppDeps): Promise<Viewer> {
  const session = await currentSession(request, deps);
  return session ? { userId: session.user.id, isStaff: isStaff(session, deps) } : null;
}

/** The owner looking at their own listing, for owner calls whose guard has already checked the ownership. */
export const ownerViewer = (userId: number): Viewer => ({ userId, isStaff: false });
