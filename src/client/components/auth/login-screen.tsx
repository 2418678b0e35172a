import { Icon, type IconName } from '../ui/icon.js';
import { Link } from 'wouter';
import { Seo } from '../seo.js';
import { buttonClass } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { useBrand, useSite } from '../../lib/site.js';

export type LoginBlurb = { icon: IconName; title: string; text: string };

type LoginScreenProps = {
  title: string;
  subtitle: string;
  description: string;
  canonical: string;
  /** The browser-level sign-in address (a full navigation, not a client route). */
  signInHref: string;
  otherLogin: { to: string; question: string; label: string };
  blurbs: LoginBlurb[];
};

/** Customer and business login screens: one 'Continue with {provider}' action (Google, or OIDC_NAME), the other login, three blurbs. */
export function LoginScreen({ title, subtitle, description, canonical, signInHref, otherLogin, blurbs }: LoginScreenProps) {
  const brand = useBrand();
  const { signInName } = useSite();
  return (
    <div className="bg-gradient-to-b from-teal-50 to-white px-4 py-12 sm:py-16">
      <Seo title={`${title} | ${brand.name}`} description={description} canonical={canonical} />
      <div className="mx-auto grid max-w-5xl items-center gap-10 lg:grid-cols-2">
        <Card aria-labelledby="login-heading" padding="xl">
          <h1 id="login-heading" className="text-3xl font-bold text-slate-900">
            {title}
          </h1>
          <p className="mt-2 text-slate-600">{subtitle}</p>
          <a
            href={signInHref}
            className={buttonClass('primary', 'lg', 'mt-8 w-full shadow-sm')}
          >
            <Icon name="log-in" className="size-5" />
            {`Continue with ${signInName}`}
          </a>
          <p className="mt-6 text-center text-sm text-slate-600">
            {otherLogin.question}{' '}
            <Link to={otherLogin.to} className="focus-ring rounded font-semibold text-teal-700 underline-offset-2 hover:underline">
              {otherLogin.label}
            </Link>
          </p>
          <p className="mt-8 border-t border-slate-100 pt-6 text-xs leading-relaxed text-slate-500">
            By continuing, you agree to our{' '}
            <Link to="/terms" className="focus-ring rounded font-medium text-teal-700 underline">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className="focus-ring rounded font-medium text-teal-700 underline">
              Privacy Policy
            </Link>
            . {`We only use your ${signInName} account to sign you in; we never post anything on your behalf.`}
          </p>
        </Card>
        <ul className="space-y-6">
          {blurbs.map(({ icon, title: blurbTitle, text }) => (
            <li key={blurbTitle} className="flex gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-100 text-teal-700">
                <Icon name={icon} className="size-6" />
              </span>
              <div>
                <h2 className="text-lg font-semibold text-slate-900">{blurbTitle}</h2>
                <p className="mt-1 text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
