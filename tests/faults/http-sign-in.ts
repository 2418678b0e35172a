import { apiPaths } from '#shared/api-paths.js';

/**
 * The whole sign-in through the built-in OpenID provider over HTTP, every request sent to `nodeUrl` although the
 * addresses are the site's (`publicUrl`, a load balancer): the built-in provider keeps its state in its process
 * (decision 0003), so the flow stays on one node, as a real provider's would stay on its own servers. Returns the
 * cookies the browser holds at the end, the session's among them.
 */
export async function signInOnNode(nodeUrl: string, publicUrl: string, email: string): Promise<string> {
  const jar = new Map<string, string>();
  const steps: string[] = [];
  // As the load balancer would forward it (the nodes trust a proxy on loopback): the site's host, not the node's.
  const asThroughTheSite = { 'x-forwarded-host': new URL(publicUrl).host, 'x-forwarded-proto': 'http' };
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const onNode = (url: string) => {
    const target = new URL(url, publicUrl);
    if (target.origin !== new URL(publicUrl).origin) throw new Error(`The sign-in left the site: ${target.href}`);
    return `${nodeUrl}${target.pathname}${target.search}`;
  };
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(onNode(url), { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...asThroughTheSite, cookie: cookieHeader() } });
    steps.push(`${init.method ?? 'GET'} ${url} -> ${response.status} ${response.headers.get('location') ?? ''}`);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  let response = await send(apiPaths.signIn.customer);
  let location = response.headers.get('location');
  // To the provider's sign-in page.
  for (let hop = 0; location && hop < 10 && response.status >= 300 && response.status < 400; hop++) {
    response = await send(new URL(location, publicUrl).href);
    location = response.headers.get('location');
  }
  if (response.status !== 200) throw new Error(`Expected the sign-in page, got ${response.status}:\n${steps.join('\n')}`);
  const action = /<form[^>]*action="([^"]+)"/.exec(await response.text())?.[1];
  if (!action) throw new Error('The sign-in page has no form');
  response = await send(new URL(action.replaceAll('&amp;', '&'), publicUrl).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: publicUrl },
    body: new URLSearchParams({ email, firstName: 'Nora', lastName: 'Node' }).toString(),
  });
  location = response.headers.get('location');
  // Through the provider's consent and back to the app's callback, which sets the session cookie.
  for (let hop = 0; location && hop < 10 && response.status >= 300 && response.status < 400; hop++) {
    const next = new URL(location, publicUrl);
    if (next.origin !== new URL(publicUrl).origin) break;
    response = await send(next.href);
    location = response.headers.get('location');
  }
  return cookieHeader();
}
