import { Clock, DollarSign, Globe, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Business } from '../../../shared/listings.js';
import type { DashboardResponse, UpdateBusinessPayload } from '../../../shared/owners.js';
import { Field, inputClass } from './form-controls.js';

/** The dashboard's edit draft: the eight editable fields, prices as typed. */
export type BusinessDraft = {
  name: string;
  address: string;
  phone: string;
  website: string;
  description: string;
  hours: string;
  priceMin: string;
  priceMax: string;
};

export function draftOf(business: Business): BusinessDraft {
  return {
    name: business.name,
    address: business.address,
    phone: business.phone,
    website: business.website ?? '',
    description: business.description ?? '',
    hours: business.hours ?? '',
    priceMin: business.priceMin === null ? '' : String(business.priceMin),
    priceMax: business.priceMax === null ? '' : String(business.priceMax),
  };
}

/** Spec section 5: no client validation; prices parsed as integers, default 0. */
const parsePrice = (text: string) => {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 0 : value;
};

export function payloadOf(draft: BusinessDraft): UpdateBusinessPayload {
  return { ...draft, priceMin: parsePrice(draft.priceMin), priceMax: parsePrice(draft.priceMax) };
}

/** One term of a definition list: icon and label in the term, the value beside it. */
function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm text-slate-500">
        <span className="text-teal-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-7 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The Business Info tab, read-only. */
export function BusinessInfoView({ business, services }: Pick<DashboardResponse, 'business' | 'services'>) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <dl className="grid content-start gap-4">
        <Detail icon={<MapPin className="size-5" aria-hidden="true" />} label="Address">
          {business.address}
        </Detail>
        <Detail icon={<Phone className="size-5" aria-hidden="true" />} label="Phone">
          {business.phone}
        </Detail>
        <Detail icon={<Globe className="size-5" aria-hidden="true" />} label="Website">
          {business.website ? (
            <a href={business.website} className="text-teal-700 underline hover:text-teal-900" rel="noopener noreferrer" target="_blank">
              {business.website}
            </a>
          ) : (
            'No website'
          )}
        </Detail>
      </dl>
      <dl className="grid content-start gap-4">
        <div>
          <dt className="text-sm text-slate-500">Description</dt>
          <dd className="whitespace-pre-line text-slate-900">{business.description || 'No description provided'}</dd>
        </div>
        <Detail icon={<Clock className="size-5" aria-hidden="true" />} label="Hours">
          <span className="whitespace-pre-line">{business.hours || 'Hours not specified'}</span>
        </Detail>
        <Detail icon={<DollarSign className="size-5" aria-hidden="true" />} label="Price Range">
          ${business.priceMin ?? 0} - ${business.priceMax ?? 0}
        </Detail>
        <div>
          <dt className="mb-2 text-sm text-slate-500">Services</dt>
          <dd>
            <ul className="flex flex-wrap gap-2">
              {services.map((service) => (
                <li key={service.id} className="rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-800">
                  {service.name}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The Business Info tab in edit mode: the draft's eight fields. */
export function BusinessInfoForm({ draft, onChange }: { draft: BusinessDraft; onChange: (patch: Partial<BusinessDraft>) => void }) {
  const text = (name: keyof BusinessDraft, label: string, props: { type?: string; maxLength: number; inputMode?: 'numeric' }) => (
    <Field id={`edit-${name}`} label={label}>
      <input
        id={`edit-${name}`}
        className={inputClass}
        value={draft[name]}
        onChange={(e) => onChange({ [name]: e.target.value })}
        type={props.type ?? 'text'}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
      />
    </Field>
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {text('name', 'Business Name', { maxLength: 200 })}
      {text('phone', 'Phone', { type: 'tel', maxLength: 40 })}
      {text('address', 'Address', { maxLength: 300 })}
      {text('website', 'Website', { type: 'url', maxLength: 500 })}
      <Field id="edit-description" label="Description" className="md:col-span-2">
        <textarea
          id="edit-description"
          rows={4}
          maxLength={5000}
          className={inputClass}
          value={draft.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Field>
      <Field id="edit-hours" label="Hours" className="md:col-span-2">
        <textarea
          id="edit-hours"
          rows={3}
          maxLength={1000}
          className={inputClass}
          value={draft.hours}
          onChange={(e) => onChange({ hours: e.target.value })}
          placeholder="e.g. Mon-Fri 9AM-6PM"
        />
      </Field>
      {text('priceMin', 'Starting Price ($)', { type: 'number', maxLength: 7, inputMode: 'numeric' })}
      {text('priceMax', 'Maximum Price ($)', { type: 'number', maxLength: 7, inputMode: 'numeric' })}
    </div>
  );
}
