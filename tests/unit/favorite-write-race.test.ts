import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setFavorite } from '../../src/client/components/favorites/use-favorites.js';
import { apiPaths } from '#shared/api-paths.js';

/**
 * A heart's write races the list read that every heart shares (CI caught it twice): a read the server answered before
 * the write committed must never be the list the hearts show afterwards (`refreshAfterWrite`, which every write's
 * refresh goes through). The fake server below answers a read with the favorites as they were when the read arrived,
 * a little later, as a busy server would.
 */
function fakeServer() {
  const saved = new Set<number>();
  const favoritesRead = async ({ signal }: { signal: AbortSignal }) => {
    const snapshot = [...saved];
    await new Promise((resolve) => setTimeout(resolve, 30));
    signal.throwIfAborted();
    return { favorites: snapshot.map((id) => ({ id })) };
  };
  return { saved, favoritesRead };
}

const listKey = [apiPaths.customerFavorites];
const clientOf = (server: ReturnType<typeof fakeServer>) =>
  new QueryClient({ defaultOptions: { queries: { queryFn: server.favoritesRead, retry: false, staleTime: Infinity } } });
const savedIds = (client: QueryClient) => (client.getQueryData<{ favorites: { id: number }[] }>(listKey)?.favorites ?? []).map((f) => f.id);

/** A heart on the page: an observer of the list, which reads it when it mounts with no data yet. */
function mountHeart(client: QueryClient) {
  return new QueryObserver(client, { queryKey: listKey }).subscribe(() => {});
}

async function settled(client: QueryClient) {
  while (client.isFetching({ queryKey: listKey }) > 0) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('saving a favorite while the list is being read', () => {
  it('a first read in flight before the press does not win over the write', async () => {
    const server = fakeServer();
    const client = clientOf(server);
    mountHeart(client);
    await setFavorite(client, 7, true, async () => void server.saved.add(7));
    await settled(client);
    expect(savedIds(client)).toEqual([7]);
  });

  it.each([
    { action: 'saving', savedBefore: false, savedAfter: [7] },
    { action: 'removing', savedBefore: true, savedAfter: [] },
  ])('$action: a first read started during the write (a heart hydrating) does not win over it either', async ({ savedBefore, savedAfter }) => {
    const server = fakeServer();
    if (savedBefore) server.saved.add(7);
    const client = clientOf(server);
    mountHeart(client);
    await setFavorite(client, 7, !savedBefore, async () => {
      mountHeart(client);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (savedBefore) server.saved.delete(7);
      else server.saved.add(7);
    });
    await settled(client);
    expect(savedIds(client)).toEqual(savedAfter);
  });
});
