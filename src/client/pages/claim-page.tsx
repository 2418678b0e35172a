import { PageLoading } from '../components/page-states.js';

// Placeholder until the screen is built: /business/{id}/claim.
export default function ClaimPage() {
  return <PageLoading text="Checking authentication..." />;
}
