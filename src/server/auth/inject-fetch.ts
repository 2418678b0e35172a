import type { CustomFetch } from 'openid-client';
import type { FastifyInstance, InjectOptions } from 'fastify';

type Body = Parameters<CustomFetch>[1]['body'];

async function bodyToPayload(body: Body): Promise<string | Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return Buffer.from(await new Response(body).arrayBuffer());
}

/**
 * A fetch for openid-client that answers requests for the app's own origin through `app.inject`: the built-in
 * development provider lives inside this very app, and the app must reach it whether or not it listens on a
 * socket (API tests never do) and whatever the public URL resolves to from inside a container. Requests for any
 * other origin go to the real network.
 */
export function injectingFetch(app: FastifyInstance, publicUrl: string): CustomFetch {
  const own = new URL(publicUrl);
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== own.origin) return fetch(url, options as RequestInit);
    const response = await app.inject({
      method: options.method as InjectOptions['method'],
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: target.host, 'x-forwarded-proto': target.protocol.replace(':', '') },
      payload: await bodyToPayload(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, String(value));
    }
    const hasBody = ![101, 204, 205, 304].includes(response.statusCode);
    return new Response(hasBody ? new Uint8Array(response.rawPayload) : null, { status: response.statusCode, headers });
  };
}
