import { Link } from 'wouter';
import { MessageState } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { buttonClass } from '../components/ui/button.js';

/** Any path no route matches: answered with HTTP 404 by the server. */
export default function NotFoundPage() {
  return (
    <>
      <Seo title="404 Page Not Found" description="The page you are looking for does not exist." canonical="/" noindex />
      <MessageState
        icon={<p className="text-7xl font-extrabold text-teal-600">404</p>}
        title="404 Page Not Found"
        text="Did you forget to add the page to the router?"
      >
        <Link to="/" className={buttonClass()}>
          Return Home
        </Link>
      </MessageState>
    </>
  );
}
