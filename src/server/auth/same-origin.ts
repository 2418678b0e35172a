import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookies ride along on cross-site form posts, so a state-changing call must come from our own pages:
 * a browser always sends Origin (and Sec-Fetch-Site) on such requests. Clients without either (curl, tests)
 * carry no ambient cookie risk and pass.
 */
export function registerSameOriginCheck(app: FastifyInstance, config: Config) {
  const allowed = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin && origin !== allowed && origin !== ownOrigin) {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
    if (!origin && fetchSite === 'cross-site') {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
    }
  });
}
