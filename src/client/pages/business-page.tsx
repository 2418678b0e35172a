import { PageLoading } from '../components/page-states.js';

// Placeholder until the screen is built: /business/{id}, the business detail.
export default function BusinessPage() {
  return <PageLoading text="Loading business details..." />;
}
