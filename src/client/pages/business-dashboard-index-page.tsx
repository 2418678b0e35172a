import { PageLoading } from '../components/page-states.js';

// Placeholder until the screen is built: /dashboard/business, the owner's businesses.
export default function BusinessDashboardIndexPage() {
  return <PageLoading text="Loading your dashboard..." />;
}
