import { PageLoading } from '../components/page-states.js';

// Placeholder until the screen is built: /list-business.
export default function ListBusinessPage() {
  return <PageLoading text="Loading..." />;
}
