import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiSend } from '../../src/client/lib/api.js';
import { createQueryClient } from '../../src/client/lib/query-client.js';
import { dismissToast, getToasts, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY } from '../../src/client/lib/toast.js';
import { safeJsonForScript } from '../../src/client/lib/safe-json.js';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the fetch wrapper', () => {
  it('sends cookies and JSON, and parses JSON answers', async () => {
    const fetchMock = stubFetch(200, '{"ok":true}');
    await expect(apiSend('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"a":1}' }));
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it("throws 'status: body' on a non-OK answer, or 'status: status text' when the body is empty", async () => {
    stubFetch(404, '{"message":"Business not found"}');
    await expect(apiGet('/api/business/1')).rejects.toThrow('404: {"message":"Business not found"}');
    stubFetch(500, '', 'Internal Server Error');
    const error = await apiGet('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: Internal Server Error');
    expect((error as ApiError).status).toBe(500);
  });

  it('answers null on 401 only for reads that opt in', async () => {
    stubFetch(401, '{"message":"Not signed in"}');
    await expect(apiGet('/api/auth/user', { nullOn401: true })).resolves.toBeNull();
    await expect(apiGet('/api/auth/user')).rejects.toThrow('401: {"message":"Not signed in"}');
  });

  it('revives an error carried in the dehydrated cache', () => {
    const revived = ApiError.revive(JSON.parse(JSON.stringify(new ApiError(404, 'gone'))));
    expect(revived).toBeInstanceOf(ApiError);
    expect(revived).toMatchObject({ status: 404, message: '404: gone' });
  });
});

describe('query rules', () => {
  it('never retries, never refetches on focus, never goes stale, never polls', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: Infinity, refetchInterval: false });
  });

  it("fetches a query's key as its /api path", async () => {
    const fetchMock = stubFetch(200, '[1,2]');
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/cities'] })).resolves.toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledWith('/api/cities', expect.objectContaining({ credentials: 'include' }));
  });
});

describe('toasts', () => {
  it('keeps at most one toast, the newest, and removes a dismissed one after the removal delay', () => {
    vi.useFakeTimers();
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    const second = toast({ title: 'Second', description: 'Newest', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ id: second.id, title: 'Second', variant: 'destructive', open: true });
    dismissToast(second.id);
    expect(getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToasts()).toHaveLength(0);
    vi.useRealTimers();
  });
});

describe('JSON inside a script element', () => {
  it('escapes what could end the element and keeps the value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- & \u2028 \u2029' };
    const text = safeJsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
