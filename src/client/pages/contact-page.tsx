import { Link, useLocation, useSearch } from 'wouter';
import { siteTitle } from '#shared/brand.js';
import { ContactForm, ContactSent } from '../components/contact/contact-form.js';
import { Seo } from '../components/seo.js';
import { Card } from '../components/ui/card.js';
import { Icon } from '../components/ui/icon.js';
import { useBrand } from '../lib/site.js';

const PAGES = {
  contact: {
    title: 'Contact Us',
    description: 'Questions about a listing, a review or your account: write to our team.',
    intro: 'A question about a listing, a review, your account or your data? Write to us and our team answers by email.',
    topic: 'general',
  },
  advertise: {
    title: 'Advertise With Us',
    description: 'Reach pet owners looking for local services: tell us about your business and what you have in mind.',
    intro: 'Reach pet owners while they look for a groomer, a vet or a sitter near them. Tell us about your business and what you have in mind, and we will get back to you with the options.',
    topic: 'advertising',
  },
} as const;

/**
 * /contact and /advertise: the same form (the page's topic preselected) beside the ways to reach support;
 * `?sent=1` is the confirmation.
 */
export default function ContactPage() {
  const [pathname] = useLocation();
  const kind = pathname === '/advertise' ? 'advertise' : 'contact';
  const page = PAGES[kind];
  const sent = new URLSearchParams(useSearch()).get('sent') === '1';
  const brand = useBrand();
  return (
    <>
      <Seo title={siteTitle(page.title, brand)} description={page.description} canonical={`/${kind}`} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[1fr_18rem]">
        <div className="grid content-start gap-6">
          <header>
            <h1 className="text-3xl font-bold text-slate-900">{page.title}</h1>
            <p className="mt-2 text-slate-600">{page.intro}</p>
          </header>
          {sent ? <ContactSent form={kind} /> : <ContactForm key={kind} form={kind} topic={page.topic} />}
        </div>
        <Card aria-labelledby="reach-heading" className="grid content-start gap-3 self-start">
          <h2 id="reach-heading" className="text-lg font-semibold text-slate-900">
            Other ways to reach us
          </h2>
          <ul className="grid gap-2 text-sm text-slate-700">
            <li className="flex items-center gap-2">
              <Icon name="mail" className="size-4 shrink-0 text-teal-700" />
              <a href={`mailto:${brand.supportEmail}`} className="focus-ring rounded break-all hover:underline">
                {brand.supportEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="phone" className="size-4 shrink-0 text-teal-700" />
              <a href={`tel:${brand.supportPhone.replace(/[^\d+]/g, '')}`} className="focus-ring rounded hover:underline">
                {brand.supportPhone}
              </a>
            </li>
          </ul>
          <p className="text-sm text-slate-600">
            We keep your message to answer it; see our{' '}
            <Link to="/privacy" className="focus-ring rounded font-medium text-teal-700 underline">
              Privacy Policy
            </Link>
            .
          </p>
        </Card>
      </div>
    </>
  );
}
