import { PageLoading } from '../components/page-states.js';

// Placeholder until the screen is built: /business/login.
export default function BusinessLoginPage() {
  return <PageLoading text="Loading..." />;
}
