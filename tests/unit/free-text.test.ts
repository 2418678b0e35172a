import { describe, expect, it } from 'vitest';
import { findZip, matchFreeText } from '#shared/free-text.js';

const services = [
  { name: 'Dog Grooming', slug: 'dog-grooming', keywords: ['groomer', 'dog bath', 'nail trim'] },
  { name: 'Veterinarian', slug: 'veterinarian', keywords: ['vet', 'animal hospital', 'pet clinic'] },
  { name: 'Dog Training', slug: 'dog-training', keywords: ['dog trainer', 'obedience'] },
  { name: 'Pet Boarding', slug: 'pet-boarding', keywords: ['kennel', 'dog hotel'] },
  { name: 'Mobile Pet Grooming', slug: 'mobile-pet-grooming', keywords: ['mobile groomer', 'dog bath'] },
  { name: 'Emergency Vet', slug: 'emergency-vet', keywords: ['24 hour vet', 'animal er'] },
];
// Largest first, as /api/cities answers.
const cities = [
  { name: 'New York', slug: 'new-york', state: 'NY' },
  { name: 'Houston', slug: 'houston', state: 'TX' },
  { name: 'Austin', slug: 'austin', state: 'TX' },
  { name: 'Portland', slug: 'portland', state: 'OR' },
  { name: 'Portland', slug: 'portland-me', state: 'ME' },
  { name: 'Denver', slug: 'denver', state: 'CO' },
  { name: 'Kansas City', slug: 'kansas-city', state: 'MO' },
];

/** What the search decides (src/server/search/routing.ts): both named -> that page; otherwise what each names. */
function target(text: string) {
  const { service, city } = matchFreeText(text, services, cities);
  if (service && city) return `/${service.slug}/${city.slug}`;
  if (service) return `/${service.slug}`;
  if (city) return `/city/${city.slug}`;
  return null;
}
const matchHeroSearch = matchFreeText;

describe('free text of the search boxes (issue 14)', () => {
  it('goes to the service in the city when both match', () => {
    expect(target('dog grooming austin')).toBe('/dog-grooming/austin');
    expect(target('Dog Grooming in Austin, TX')).toBe('/dog-grooming/austin');
    expect(target('veterinarian new york')).toBe('/veterinarian/new-york');
  });

  it('matches services by name, slug or keyword', () => {
    expect(target('Veterinarian')).toBe('/veterinarian');
    expect(target('dog-training')).toBe('/dog-training');
    expect(target('groomer denver')).toBe('/dog-grooming/denver');
    expect(target('a good kennel in denver')).toBe('/pet-boarding/denver');
    expect(target('vets')).toBe('/veterinarian');
  });

  it('prefers the most specific service phrase', () => {
    expect(target('mobile pet grooming austin')).toBe('/mobile-pet-grooming/austin');
    expect(target('24 hour vet houston')).toBe('/emergency-vet/houston');
  });

  it('goes to the service page when only the service matches', () => {
    expect(target("veterinarian near me")).toBe('/veterinarian');
    expect(target('dog training in my area')).toBe('/dog-training');
  });

  it('matches cities by name, by state or by "name, state"', () => {
    expect(target('austin')).toBe('/city/austin');
    expect(target('Kansas City')).toBe('/city/kansas-city');
    expect(target('portland, me')).toBe('/city/portland-me');
    expect(target('Portland, OR')).toBe('/city/portland');
    expect(target('TX')).toBe('/city/houston');
    expect(target('tx')).toBe('/city/houston');
    expect(target('dog grooming texas')).toBe('/dog-grooming/houston');
    expect(target('pet boarding CO')).toBe('/pet-boarding/denver');
  });

  it('does not read common two-letter words as states', () => {
    expect(matchHeroSearch('veterinarian near me', services, cities).city).toBeUndefined();
    expect(matchHeroSearch('groomer in town or nearby', services, cities).city).toBeUndefined();
  });

  it('names nothing when nothing matches, and keeps the words to search for', () => {
    expect(target('something for my parrot')).toBeNull();
    expect(matchFreeText('something for my parrot', services, cities).rest).toBe('something parrot');
    expect(target('')).toBeNull();
    expect(target('   \t ')).toBeNull();
  });

  it('reads the kind of service alone, the first such service in catalogue order (issue 14)', () => {
    expect(target('grooming new york')).toBe('/dog-grooming/new-york');
    expect(target('boarding in denver')).toBe('/pet-boarding/denver');
  });

  it('leaves out what named the city and filler words from the text to search', () => {
    expect(matchFreeText('good boy spa in Austin, TX', services, cities)).toMatchObject({ city: { slug: 'austin' }, rest: 'good boy spa' });
    expect(matchFreeText('happy paws near me', services, cities).rest).toBe('happy paws');
  });

  it('takes a zip code\'s city from the caller, over a city by name', () => {
    expect(findZip('cat grooming 78701')).toBe('78701');
    expect(findZip('call 555-1234')).toBeUndefined();
    expect(findZip('vet 10001-1234')).toBe('10001');
    expect(findZip('vet (78701)')).toBe('78701');
    expect(findZip('Testville ab10032cde')).toBeUndefined();
    expect(findZip('model x10032')).toBeUndefined();
    const austin = cities[2]!;
    expect(matchFreeText('groomer 78701', services, cities, austin)).toMatchObject({ service: { slug: 'dog-grooming' }, city: { slug: 'austin' }, rest: '' });
  });
});
