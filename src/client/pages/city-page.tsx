import { PageLoading } from '../components/page-states.js';

// Placeholder until the screen is built: /city/{citySlug} (built next).
export default function CityPage() {
  return <PageLoading text="Loading city..." />;
}
