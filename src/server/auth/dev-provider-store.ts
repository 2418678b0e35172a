import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** Models whose records name a grant and are removed with it (`revokeByGrantId`). */
const GRANT_BOUND = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

type Entry = { value: unknown; expiresAt: number };

/**
 * Where the development provider keeps its artifacts (interactions, sessions, grants, codes, tokens): one bounded
 * map per provider, in process memory. Ours rather than the library's memory adapter, which is shared by every
 * provider of the process and announces itself with a warning at each start; the limit is the same (decision
 * 0003): a development sign-in begins and ends on one process, and a restart forgets it.
 */
export function createDevProviderStore(maxEntries = 10_000, now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>();

  const read = <T>(key: string): T | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  };
  const write = (key: string, value: unknown, expiresAt: number) => {
    entries.delete(key);
    entries.set(key, { value, expiresAt });
    // Bounded: the oldest write is forgotten first.
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  const expiry = (expiresInSeconds: number) => (expiresInSeconds > 0 ? now() + expiresInSeconds * 1000 : Infinity);

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    const find = async (id: string | undefined) => (id === undefined ? undefined : read<AdapterPayload>(keyOf(id)));
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiry(expiresIn);
        if (model === 'Session' && payload.uid) write(`sessionUid:${payload.uid}`, id, expiresAt);
        if (payload.userCode) write(`userCode:${payload.userCode}`, id, expiresAt);
        if (GRANT_BOUND.has(model) && payload.grantId) {
          // The grant's list lives as long as its longest-lived record.
          const grantKey = `grant:${payload.grantId}`;
          const keys = read<string[]>(grantKey) ?? [];
          write(grantKey, [...keys, keyOf(id)], Math.max(expiresAt, entries.get(grantKey)?.expiresAt ?? 0));
        }
        write(keyOf(id), payload, expiresAt);
      },
      find,
      findByUid: async (uid) => find(read<string>(`sessionUid:${uid}`)),
      findByUserCode: async (userCode) => find(read<string>(`userCode:${userCode}`)),
      async consume(id) {
        const payload = read<AdapterPayload>(keyOf(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        const grantKey = `grant:${grantId}`;
        for (const key of read<string[]>(grantKey) ?? []) entries.delete(key);
        entries.delete(grantKey);
      },
    };
  };
}
