import { PageLoading } from '../components/page-states.js';

// Placeholder until the screen is built: /customer/dashboard.
export default function CustomerDashboardPage() {
  return <PageLoading text="Loading your dashboard..." />;
}
