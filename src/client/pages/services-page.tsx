import { PageLoading } from '../components/page-states.js';

// Placeholder until the screen is built: /services (built next).
export default function ServicesPage() {
  return <PageLoading text="Loading services..." />;
}
