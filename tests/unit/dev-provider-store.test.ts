import { describe, expect, it } from 'vitest';
import { createDevProviderStore } from '../../src/server/auth/dev-provider-store.js';

function storeAt(start = 1_000_000, maxEntries?: number) {
  const clock = { now: start };
  const factory = createDevProviderStore(maxEntries, () => clock.now);
  return { clock, factory };
}

describe("the development provider's store", () => {
  it('finds a record until it expires, then forgets it', async () => {
    const { clock, factory } = storeAt();
    const codes = factory('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a' }, 60);
    expect(await codes.find('c1')).toMatchObject({ accountId: 'a' });
    clock.now += 59_000;
    expect(await codes.find('c1')).toBeDefined();
    clock.now += 1_000;
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('keeps models apart and finds sessions by uid and device codes by user code', async () => {
    const { factory } = storeAt();
    await factory('Session').upsert('s1', { uid: 'u1', accountId: 'a' }, 600);
    await factory('DeviceCode').upsert('d1', { userCode: 'ABCD' }, 600);
    expect(await factory('AccessToken').find('s1')).toBeUndefined();
    expect(await factory('Session').findByUid('u1')).toMatchObject({ accountId: 'a' });
    expect(await factory('Session').findByUid('nope')).toBeUndefined();
    expect(await factory('DeviceCode').findByUserCode('ABCD')).toMatchObject({ userCode: 'ABCD' });
  });

  it('marks a record consumed and destroys it on request', async () => {
    const { clock, factory } = storeAt(5_000_000);
    const codes = factory('AuthorizationCode');
    await codes.upsert('c1', {}, 60);
    await codes.consume('c1');
    expect(await codes.find('c1')).toMatchObject({ consumed: 5_000 });
    clock.now += 1_000;
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });

  it("revokes every record of a grant, even after the grant's shorter-lived records expired", async () => {
    const { clock, factory } = storeAt();
    await factory('AccessToken').upsert('t1', { grantId: 'g1' }, 600);
    await factory('AuthorizationCode').upsert('c1', { grantId: 'g1' }, 60);
    await factory('AccessToken').upsert('t2', { grantId: 'g2' }, 600);
    clock.now += 120_000;
    await factory('AccessToken').revokeByGrantId('g1');
    expect(await factory('AccessToken').find('t1')).toBeUndefined();
    expect(await factory('AccessToken').find('t2')).toBeDefined();
  });

  it('forgets the oldest write first beyond its bound', async () => {
    const { factory } = storeAt(1_000_000, 3);
    const tokens = factory('AccessToken');
    for (const id of ['t1', 't2', 't3', 't4']) await tokens.upsert(id, {}, 600);
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t4')).toBeDefined();
  });
});
