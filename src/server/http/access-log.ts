import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Query values that grant something (an authorization code, a flow state, a token): never written to a log. */
const SECRET_QUERY_KEYS = new Set(['code', 'state', 'token', 'id_token', 'access_token', 'refresh_token', 'session_state']);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The URL with the values of secret query parameters replaced, for logs. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = url.slice(queryStart + 1).split('&');
  const kept = params.map((pair) => {
    const name = decodeURIComponentSafe(pair.split('=')[0] ?? '').toLowerCase();
    return SECRET_QUERY_KEYS.has(name) ? `${pair.split('=')[0]}=[redacted]` : pair;
  });
  return `${url.slice(0, queryStart)}?${kept.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * What a log line says of a request and its answer: no headers (cookies, authorization) and no secret query values.
 * Used as the logger's serializers, so Fastify's own request lines and ours are redacted alike.
 */
export const logSerializers = {
  req: (request: Pick<FastifyRequest, 'method' | 'url' | 'ip'>) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
  res: (reply: Pick<FastifyReply, 'statusCode'>) => ({ statusCode: reply.statusCode }),
};

/**
 * Production access log: only the lines an operator acts on. Server errors, requests slower than `slowMs`, and
 * writes (the audit trail); public reads, the bulk of the traffic, cost no log line.
 */
export function registerNotableRequestLog(app: FastifyInstance, slowMs: number) {
  app.addHook('onResponse', async (request, reply) => {
    const responseTime = Math.round(reply.elapsedTime);
    const failed = reply.statusCode >= 500;
    const slow = responseTime > slowMs;
    if (!failed && !slow && READ_METHODS.has(request.method)) return;
    const line = { req: request, res: reply, responseTime };
    if (failed) request.log.error(line, 'request failed');
    else if (slow) request.log.warn(line, 'slow request');
    else request.log.info(line, 'write');
  });
}
