import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { App } from '../../src/server/app-types.js';
import { apiPaths } from '#shared/api-paths.js';

/** Who tries each call: a visitor, the subject's own customer, another customer, its owner, another owner, staff. */
export const ACTORS = ['anonymous', 'customer', 'otherCustomer', 'owner', 'otherOwner', 'staff'] as const;
export type Actor = (typeof ACTORS)[number];

/** A fresh world for one actor's attempt: the subject's ids, and each actor's session cookie (none for a visitor). */
export type AccessScene = { cookies: Record<Actor, string | undefined> };

export type AccessCase<S extends AccessScene> = {
  name: string;
  send: (scene: S, cookie: string | undefined) => Promise<LightMyRequestResponse>;
  expected: Record<Actor, number>;
};

/**
 * One test per call: every actor meets a fresh scene (an allowed write, a delete or a hide, must not change what the
 * next actor meets), and each refusal carries a message a person can read.
 */
export function itAnswersEachActor<S extends AccessScene>(cases: AccessCase<S>[], scene: () => Promise<S>) {
  for (const testCase of cases) {
    it(testCase.name, async () => {
      const answers: Record<string, number> = {};
      for (const actor of ACTORS) {
        const fresh = await scene();
        const response = await testCase.send(fresh, fresh.cookies[actor]);
        answers[actor] = response.statusCode;
        if (response.statusCode >= 400) expect(typeof (response.json() as { message?: unknown }).message, `${testCase.name} as ${actor}`).toBe('string');
      }
      expect(answers).toEqual(testCase.expected);
    });
  }
}

/** Each [path, method, access] is in the OpenAPI document with a summary and that declared access. */
export async function expectDeclaredAccess(app: App, declared: [string, string, string][]) {
  const doc = (await app.inject({ method: 'GET', url: apiPaths.openApi })).json() as {
    paths: Record<string, Record<string, { 'x-access'?: string; summary?: string }>>;
  };
  for (const [path, method, access] of declared) {
    const operation = doc.paths[path]?.[method];
    expect(operation?.summary, `${method} ${path}`).toBeTruthy();
    expect(operation?.['x-access'], `${method} ${path}`).toBe(access);
  }
}
