import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookies ride along on cross-site form posts, so a state-changing call must come from our own pages. Browsers
 * send Origin on such requests, but as 'null' when the page's referrer policy is no-referrer (helmet's default),
 * so then Sec-Fetch-Site, which browsers set and pages cannot forge, decides. Clients sending neither (curl,
 * tests) carry no ambient cookie risk and pass.
 */
export function registerSameOriginCheck(app: FastifyInstance, config: Config) {
  const allowed = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin && origin !== 'null') {
      if (origin !== allowed && origin !== ownOrigin) throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
      return;
    }
    if (fetchSite) {
      if (fetchSite !== 'same-origin' && fetchSite !== 'none') throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
      return;
    }
    if (origin === 'null') throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed.');
  });
}
