import { PageLoading } from '../components/page-states.js';

// Placeholder until the screen is built: /cities (built next).
export default function CitiesPage() {
  return <PageLoading text="Loading cities..." />;
}
