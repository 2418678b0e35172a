import { Seo } from '../components/seo.js';

/** Any path no route matches (spec section 2): answered with HTTP 404 by the server. */
export default function NotFoundPage() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <Seo title="404 Page Not Found" description="The page you are looking for does not exist." canonical="/" noindex />
      <p className="text-7xl font-extrabold text-teal-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">Did you forget to add the page to the router?</p>
    </div>
  );
}
