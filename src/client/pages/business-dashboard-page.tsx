import { PageLoading } from '../components/page-states.js';

// Placeholder until the screen is built: /dashboard/business/{id}.
export default function BusinessDashboardPage() {
  return <PageLoading text="Loading your dashboard..." />;
}
