import { Icon } from '../components/ui/icon.js';
import { Link, useLocation, useSearchParams } from 'wouter';
import { z } from 'zod';
import type { City } from '#shared/catalog.js';
import { FIND_MESSAGES, findBusinessQuerySchema, type FindBusinessResponse } from '#shared/listings.js';
import { PageLoading } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { Button, buttonClass } from '../components/ui/button.js';
import { cardClass } from '../components/ui/card.js';
import { FormField, FormSelect } from '../components/ui/form-field.js';
import { Input } from '../components/ui/input.js';
import { serverMessage } from '../lib/api.js';
import { apiPaths } from '#shared/api-paths.js';
import { cn } from '../lib/cn.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { submitHandler, useZodForm } from '../lib/use-zod-form.js';
import { useBrand } from '../lib/site.js';

const ANY_CITY = 'any';
const MIN_QUERY = 2;

/** /business/find: an owner finds their business by name (and city) and claims it, instead of listing it twice. */
export default function FindBusinessPage() {
  const brand = useBrand();
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const city = params.get('city') ?? '';
  const cities = useApiQuery<City[]>(apiPaths.cities);
  const found = useApiQuery<FindBusinessResponse>(q.length >= MIN_QUERY ? apiPaths.findBusinesses(q, city) : undefined);

  return (
    <>
      <Seo
        title={`Find Your Business | ${brand.name}`}
        description="Find your business in our directory and claim it to manage its listing."
        canonical="/business/find"
        noindex
      />
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
        <header>
          <h1 className="text-3xl font-bold text-slate-900">Find Your Business</h1>
          <p className="mt-2 text-slate-600">Your business may already be in our directory. Find it and claim it to manage its listing.</p>
        </header>
        <SearchForm key={`${q}|${city}`} q={q} city={city} cities={cities.data ?? []} />
        {q.length === 0 ? null : q.length < MIN_QUERY ? (
          <p role="alert" className="text-red-700">
            {FIND_MESSAGES.tooShort}
          </p>
        ) : found.isPending ? (
          <PageLoading text="Searching..." />
        ) : found.isError ? (
          <p role="alert" className="text-red-700">
            {serverMessage(found.error) ?? 'The search could not be run. Please try again.'}
          </p>
        ) : (
          <Results q={q} results={found.data.results} />
        )}
      </div>
    </>
  );
}

/** The find query's own schema, checking the form ('Any city' is no city). */
const findFormSchema = z.preprocess(
  ({ q, city }: { q: string; city: string }) => ({ q, city: city === ANY_CITY ? undefined : city }),
  findBusinessQuerySchema,
);

function SearchForm({ q, city, cities }: { q: string; city: string; cities: City[] }) {
  const [, navigate] = useLocation();
  const form = useZodForm(findFormSchema, { defaultValues: { q, city: city || ANY_CITY } });
  const submit = submitHandler(
    form,
    async (query) => {
      const search = new URLSearchParams({ q: query.q });
      if (query.city) search.set('city', query.city);
      await navigate(`/business/find?${search}`);
    },
    'The search could not be run. Please try again.',
  );
  const options = [
    { value: ANY_CITY, label: 'Any city' },
    ...[...cities].sort((a, b) => a.name.localeCompare(b.name)).map((c) => ({ value: c.slug, label: `${c.name}, ${c.state}` })),
  ];
  return (
    <form role="search" aria-label="Find your business" noValidate onSubmit={submit} className={cn(cardClass, 'grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-start')}>
      <FormField control={form.control} name="q" id="find-name" label="Business name">
        <Input type="search" maxLength={100} autoComplete="organization" {...form.register('q')} />
      </FormField>
      <FormSelect control={form.control} name="city" id="find-city" label="City" options={options} placeholder="Any city" />
      <Button type="submit" className="md:mt-6.5 md:h-[2.625rem]">
        <Icon name="search" className="size-4" />
        Search
      </Button>
    </form>
  );
}

function Results({ q, results }: { q: string; results: FindBusinessResponse['results'] }) {
  if (results.length === 0) {
    return (
      <div className={`${cardClass} flex flex-col items-center gap-3 py-10 text-center`}>
        <Icon name="store" className="size-10 text-slate-400" />
        <h2 className="text-xl font-semibold text-slate-900">No businesses match &ldquo;{q}&rdquo;</h2>
        <p className="max-w-md text-slate-600">Check the spelling, try part of the name, or choose another city. Not listed yet?</p>
        <Link to="/list-business" className={buttonClass()}>
          List your business
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="find-results">
      <h2 id="find-results" className="mb-3 text-lg font-semibold text-slate-900">
        {results.length} {results.length === 1 ? 'match' : 'matches'} for &ldquo;{q}&rdquo;
      </h2>
      <ul className="grid gap-3">
        {results.map((business) => (
          <li key={business.id} className={`${cardClass} flex flex-wrap items-center justify-between gap-4`}>
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">
                <Link to={`/business/${business.id}`} className="hover:text-teal-700 hover:underline">
                  {business.name}
                </Link>
              </h3>
              <p className="text-sm text-slate-600">{business.address}</p>
              <p className="text-sm text-slate-600">
                {business.city.name}, {business.city.state}
              </p>
            </div>
            {business.isVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
                <Icon name="badge-check" className="size-4" />
                Already verified
              </span>
            ) : (
              <Link to={`/business/${business.id}/claim`} className={buttonClass()} aria-label={`Claim this business: ${business.name}`}>
                Claim this business
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
