import { Icon, type IconName } from '../ui/icon.js';
import { Link } from 'wouter';
import { Card } from '../ui/card.js';
import { useBrand } from '../../lib/site.js';

const BENEFITS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'users', title: 'Reach More Pet Owners', text: 'Get found by pet owners searching for services in your city.' },
  { icon: 'sparkles', title: 'Free Listing', text: 'Listing your business costs nothing, today or later.' },
  { icon: 'bar-chart-3', title: 'Dashboard & Insights', text: 'Edit your details and follow profile views and contact clicks.' },
];

/** The three benefit cards above the listing form. */
export function BenefitCards() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {BENEFITS.map(({ icon, title, text }) => (
        <Card as="li" key={title} className="text-center">
          <Icon name={icon} className="mx-auto mb-3 size-8 text-teal-700" />
          <h2 className="font-semibold text-slate-900">{title}</h2>
          <p className="mt-1 text-sm text-slate-600">{text}</p>
        </Card>
      ))}
    </ul>
  );
}

const NEXT_STEPS = [
  { title: 'Review', text: 'Our team reviews your listing within 24-48 hours.' },
  { title: 'Verification', text: 'We verify your business through the method you chose.' },
  { title: 'Go Live', text: 'Your listing goes live and you get access to your dashboard.' },
];

/** Side cards of the listing form: What Happens Next?, Already Have a Listing?, Need Help? */
export function ListingSideCards() {
  const brand = useBrand();
  return (
    <div className="grid content-start gap-6">
      <Card aria-labelledby="next-heading">
        <h2 id="next-heading" className="mb-4 text-lg font-semibold text-slate-900">
          What Happens Next?
        </h2>
        <ol className="grid gap-4">
          {NEXT_STEPS.map(({ title, text }, index) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-teal-700 text-sm font-bold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <p className="font-medium text-slate-900">{title}</p>
                <p className="text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>
      <Card aria-labelledby="existing-heading">
        <h2 id="existing-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Already Have a Listing?
        </h2>
        <p className="mb-4 text-sm text-slate-600">Your business may already be in our directory. Find it and claim it instead.</p>
        <Link to="/business/find" className="focus-ring inline-flex items-center gap-2 rounded font-semibold text-teal-700 hover:text-teal-900">
          <Icon name="search" className="size-4" />
          Find your business
        </Link>
      </Card>
      <Card aria-labelledby="help-heading">
        <h2 id="help-heading" className="mb-2 flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Icon name="help-circle" className="size-5 text-teal-700" />
          Need Help?
        </h2>
        <p className="mb-3 text-sm text-slate-600">Our support team can help you with your listing.</p>
        <ul className="grid gap-2 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <Icon name="phone" className="size-4 text-teal-700" />
            <a href={`tel:${brand.supportPhone.replace(/[^\d+]/g, '')}`} className="focus-ring rounded hover:underline">
              {brand.supportPhone}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Icon name="mail" className="size-4 text-teal-700" />
            <a href={`mailto:${brand.supportEmail}`} className="focus-ring rounded break-all hover:underline">
              {brand.supportEmail}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Icon name="message-circle" className="size-4 text-teal-700" />
            <Link to="/contact" className="focus-ring rounded hover:underline">
              Write to us
            </Link>
          </li>
        </ul>
      </Card>
    </div>
  );
}
