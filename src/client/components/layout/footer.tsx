import { Icon, type IconName } from '../ui/icon.js';
import { Link } from 'wouter';
import { useSite } from '../../lib/site.js';
import { Logo } from './logo.js';

const SERVICE_LINKS = [
  { to: '/dog-grooming', label: 'Dog Grooming' },
  { to: '/veterinarian', label: 'Veterinarians' },
  { to: '/dog-training', label: 'Dog Training' },
  { to: '/pet-boarding', label: 'Pet Boarding' },
  { to: '/services', label: 'All Services' },
];

const CITY_LINKS = [
  { to: '/dog-grooming/austin', label: 'Austin, TX' },
  { to: '/dog-grooming/denver', label: 'Denver, CO' },
  { to: '/dog-grooming/seattle', label: 'Seattle, WA' },
  { to: '/dog-grooming/miami', label: 'Miami, FL' },
  { to: '/cities', label: 'All Cities' },
];

const BUSINESS_LINKS = [
  { to: '/list-business', label: 'List Your Business' },
  { to: '/advertise', label: 'Advertise' },
  { to: '/contact', label: 'Contact Us' },
];
const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];
const SOCIAL: { label: string; icon: IconName }[] = [
  { label: 'Facebook', icon: 'share-2' },
  { label: 'Instagram', icon: 'camera' },
  { label: 'X', icon: 'at-sign' },
  { label: 'Community', icon: 'message-circle' },
];

const linkClass = 'focus-ring rounded text-sm text-slate-300 hover:text-white';

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">{children}</ul>
    </div>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <Column title={title}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </Column>
  );
}

/** Said on every page of a site running on the seeded demo data, so no one takes the listings for real ones. */
export const DEMO_DATA_NOTICE = 'Demo data: listings and reviews on this site are generated examples, not real businesses.';

export function Footer() {
  const { demoData, brand } = useSite();
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300 [--focus-color:var(--color-teal-400)]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo inverted />
          <p className="text-sm leading-relaxed text-slate-400">{brand.tagline}</p>
          <ul className="flex gap-2" aria-label="Social media">
            {SOCIAL.map(({ label, icon }) => (
              <li key={label} title={label} className="inline-flex size-9 items-center justify-center rounded-lg bg-slate-800 text-slate-300">
                <Icon name={icon} className="size-4" />
                <span className="sr-only">{label}</span>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Popular Services" links={SERVICE_LINKS} />
        <LinkColumn title="Top Cities" links={CITY_LINKS} />
        <Column title="For Businesses">
          {BUSINESS_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            {/* A plain link: the sitemap is XML served by the server, not a page of the app. */}
            <a href="/sitemap.xml" className={linkClass}>
              Sitemap
            </a>
          </li>
        </Column>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:px-6 lg:px-8">
          <div className="space-y-1">
            <p>
              © {new Date().getFullYear()} {brand.name}. All rights reserved.
            </p>
            {demoData ? (
              <p role="note" className="font-medium text-amber-200">
                {DEMO_DATA_NOTICE}
              </p>
            ) : null}
          </div>
          <ul className="flex gap-6" aria-label="Legal">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

export default Footer;
