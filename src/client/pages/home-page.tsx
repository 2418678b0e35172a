import { PageLoading } from '../components/page-states.js';

// Placeholder until the screen is built: / (built next).
export default function HomePage() {
  return <PageLoading text="Loading pet services..." />;
}
