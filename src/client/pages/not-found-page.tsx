import { Link } from 'react-router';
import { Seo } from '../components/seo.js';

/** Any path no route matches (spec section 2): answered with HTTP 404 by the server. */
export default function NotFoundPage() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <Seo title="404 Page Not Found" description="The page you are looking for does not exist." canonical="/" noindex />
      <p className="text-7xl font-extrabold text-teal-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">Did you forget to add the page to the router?</p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center rounded-lg bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        Return Home
      </Link>
    </div>
  );
}
