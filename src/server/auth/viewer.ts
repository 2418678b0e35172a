import type { FastifyRequest } from 'fastify';

/** Who is looking at a public read, for the few answers that differ for a listing's owner or staff. */
export type Viewer = { userId: number; isStaff: boolean } | null;
/** A viewer, or a way to find it that is only called when the answer depends on it. */
export type ViewerLookup = Viewer | (() => Promise<Viewer>);

/** The signed-in viewer, or null; an anonymous request costs no database read (see session-plugin.ts). */
export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const session = await request.loadSession();
  return session ? { userId: session.user.id, isStaff: session.isStaff } : null;
}

/** The owner looking at their own listing, for owner calls whose access check has already proved the ownership. */
export const ownerViewer = (userId: number): Viewer => ({ userId, isStaff: false });

/**
 * `viewerOf` for a read that asks only when its answer depends on who is looking (a hidden listing's owner or
 * staff), and remembers whether it asked: such an answer is for that viewer alone, never a public cache.
 */
export function askedViewerOf(request: FastifyRequest): { lookup: () => Promise<Viewer>; readonly asked: boolean } {
  let asked = false;
  return {
    lookup: () => {
      asked = true;
      return viewerOf(request);
    },
    get asked() {
      return asked;
    },
  };
}
