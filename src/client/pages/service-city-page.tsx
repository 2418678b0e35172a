import { PageLoading } from '../components/page-states.js';

// Placeholder until the screen is built: /{serviceSlug}/{citySlug}, the service in a city.
export default function ServiceCityPage() {
  return <PageLoading text="Loading service data..." />;
}
