import { Icon } from '../ui/icon.js';
import { isApiError, serverMessage } from '../../lib/api.js';
import { NotFoundState } from '../page-states.js';
import { Seo } from '../seo.js';
import { useBrand } from '../../lib/site.js';

/**
 * An error or no data shows 'Service Not Found'. A filter value the API refuses (400, only from an edited URL)
 * says what was wrong instead and offers the unfiltered page.
 */
export function ServiceCityError({ error, pathname }: { error: unknown; pathname: string }) {
  const brand = useBrand();
  if (isApiError(error, 400)) {
    return (
      <NotFoundState
        seo={<Seo title={`Invalid Search Filters | ${brand.name}`} description="The search filters in this address are not valid." canonical={pathname} noindex />}
        icon={<Icon name="sliders-horizontal" className="size-12 text-slate-400" />}
        title="Invalid Search Filters"
        text={serverMessage(error) ?? 'The search filters in this address are not valid.'}
        to={pathname}
        linkLabel="Show All Providers"
      />
    );
  }
  return (
    <NotFoundState
      seo={<Seo title={`Service Not Found | ${brand.name}`} description="The service or location you're looking for doesn't exist." canonical={pathname} noindex />}
      icon={<Icon name="search-x" className="size-12 text-slate-400" />}
      title="Service Not Found"
      text="The service or location you're looking for doesn't exist."
      to="/"
      linkLabel="Return Home"
    />
  );
}
