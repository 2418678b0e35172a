import { describe, expect, it } from 'vitest';
import { heroSearchTarget, matchHeroSearch } from '../../src/client/lib/hero-search.js';

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

const target = (text: string) => heroSearchTarget(text, services, cities);

describe('hero search (spec section 2)', () => {
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

  it('goes to the service directory when nothing matches', () => {
    expect(target('something for my parrot')).toBe('/services');
  });

  it('ignores empty and whitespace-only text', () => {
    expect(target('')).toBeNull();
    expect(target('   \t ')).toBeNull();
  });
});
