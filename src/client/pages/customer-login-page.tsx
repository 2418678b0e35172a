import { PageLoading } from '../components/page-states.js';

// Placeholder until the screen is built: /customer/login.
export default function CustomerLoginPage() {
  return <PageLoading text="Loading..." />;
}
