import { describe, expect, it } from 'vitest';
import { serviceSynonyms } from '../../src/server/search/catalog-words.js';
import { allowedEdits, editDistance } from '../../src/server/search/edit-distance.js';
import { SERVICES } from '../../src/server/seed/services-data.js';

describe('edit distance (optimal string alignment)', () => {
  it.each([
    ['grooming', 'grooming', 0],
    ['groming', 'grooming', 1],
    ['groxoming', 'grooming', 1],
    ['grooning', 'grooming', 1],
    ['devner', 'denver', 1],
    ['fransisco', 'francisco', 1],
    ['vetrinaary', 'veterinary', 2],
  ])('%s -> %s: %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });

  it('stops at the limit', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
  });

  it('allows none up to 4 letters, one for 5-8, two for 9 or more', () => {
    expect([4, 5, 8, 9].map((n) => allowedEdits('a'.repeat(n)))).toEqual([0, 1, 1, 2]);
  });
});

describe('service synonyms (src/server/data/service-synonyms.json)', () => {
  it('give every service at least three', () => {
    const synonyms = serviceSynonyms();
    for (const service of SERVICES) expect(synonyms[service.slug]?.length ?? 0, service.slug).toBeGreaterThanOrEqual(3);
    expect(Object.keys(synonyms).sort()).toEqual(SERVICES.map((s) => s.slug).sort());
  });

  it('include what people type', () => {
    const all = Object.values(serviceSynonyms()).flat();
    for (const said of ['vet', 'animal hospital', 'groomer', 'doggy daycare', 'sitter', 'nail clipping']) expect(all).toContain(said);
  });
});
