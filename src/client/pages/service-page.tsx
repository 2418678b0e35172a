import { PageLoading } from '../components/page-states.js';

// Placeholder until the screen is built: /{serviceSlug} (built next).
export default function ServicePage() {
  return <PageLoading text="Loading service..." />;
}
