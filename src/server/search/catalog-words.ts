import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { City, Service } from '#shared/catalog.js';
import { rootDir } from '../paths.js';

/**
 * What people call each service ('vet', 'sitter', 'nail clipping'), by service slug, from
 * src/server/data/service-synonyms.json: kept in the data, beside the catalogue's own keywords, and read once.
 */
let synonyms: Record<string, string[]> | undefined;
export function serviceSynonyms(): Record<string, string[]> {
  synonyms ??= JSON.parse(readFileSync(path.join(rootDir, 'src/server/data/service-synonyms.json'), 'utf8')) as Record<string, string[]>;
  return synonyms;
}

/** The words of a phrase as search matches them: lowercase runs of letters and digits. */
export const phraseWords = (phrase: string) => phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The catalogue as search reads it: each service's keywords with its synonyms, and every word that names one. */
export type SearchCatalog = {
  services: Service[];
  cities: City[];
  /** The words of each service's name, slug, keywords and synonyms. */
  serviceWords: Map<number, Set<string>>;
  /** The words of each city's name. */
  cityWords: Map<number, Set<string>>;
  /** Every word above: what a typed word may be corrected to. */
  vocabulary: Set<string>;
};

const built = new WeakMap<Service[], WeakMap<City[], SearchCatalog>>();

/** Built once per catalogue read (the catalogue is kept in memory and replaced when it changes). */
export function searchCatalog(services: Service[], cities: City[]): SearchCatalog {
  const byCities = built.get(services) ?? new WeakMap<City[], SearchCatalog>();
  built.set(services, byCities);
  const kept = byCities.get(cities);
  if (kept) return kept;
  const extra = serviceSynonyms();
  const withSynonyms = services.map((service) => ({
    ...service,
    keywords: [...new Set([...service.keywords, ...(extra[service.slug] ?? [])])],
  }));
  const serviceWords = new Map(
    withSynonyms.map((s) => [s.id, new Set([s.name, s.slug, ...s.keywords].flatMap(phraseWords))] as const),
  );
  const cityWords = new Map(cities.map((c) => [c.id, new Set(phraseWords(c.name))] as const));
  const vocabulary = new Set([...serviceWords.values(), ...cityWords.values()].flatMap((words) => [...words]));
  const catalog = { services: withSynonyms, cities, serviceWords, cityWords, vocabulary };
  byCities.set(cities, catalog);
  return catalog;
}
