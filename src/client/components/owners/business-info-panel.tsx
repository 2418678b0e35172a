import { Clock, DollarSign, Globe, MapPin, Phone, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Business } from '../../../shared/listings.js';
import { CHANGE_PENDING_LABEL, IDENTITY_FIELDS, type BusinessUpdateItem, type DashboardResponse, type UpdateBusinessPayload } from '../../../shared/owners.js';
import { parsePriceInput, priceLabel } from '../listings/price.js';
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

/** The newest pending identity change per field: what the owner asked for, not yet public. */
export type PendingChanges = Partial<Record<keyof BusinessDraft, string | null>>;

export function pendingChangesOf(updates: BusinessUpdateItem[]): PendingChanges {
  const pending: PendingChanges = {};
  // Updates come newest first; the first pending one of a field is the one staff will see.
  for (const update of updates) {
    const field = update.fieldName as keyof BusinessDraft;
    if (update.status === 'pending' && !(field in pending)) pending[field] = update.newValue;
  }
  return pending;
}

/** The edit draft starts from what the owner last asked for, so saving other fields keeps a pending change. */
export function draftOf(business: Business, pending: PendingChanges = {}): BusinessDraft {
  const asked = (field: keyof BusinessDraft, live: string) => (field in pending ? (pending[field] ?? '') : live);
  return {
    name: asked('name', business.name),
    address: asked('address', business.address),
    phone: asked('phone', business.phone),
    website: asked('website', business.website ?? ''),
    description: business.description ?? '',
    hours: business.hours ?? '',
    priceMin: business.priceMin === null ? '' : String(business.priceMin),
    priceMax: business.priceMax === null ? '' : String(business.priceMax),
  };
}

export function payloadOf(draft: BusinessDraft): UpdateBusinessPayload {
  return { ...draft, priceMin: parsePriceInput(draft.priceMin), priceMax: parsePriceInput(draft.priceMax) };
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

/** Under a live value that has a change waiting for staff: what was asked for. */
function PendingNote({ pending, field }: { pending: PendingChanges; field: keyof BusinessDraft }) {
  if (!(field in pending)) return null;
  return (
    <p className="mt-1 text-sm font-medium text-amber-800">
      {CHANGE_PENDING_LABEL}: {pending[field] || '(empty)'}
    </p>
  );
}

/** The Business Info tab, read-only: the live values, with the changes waiting for staff under them. */
export function BusinessInfoView({ business, services, pending = {} }: Pick<DashboardResponse, 'business' | 'services'> & { pending?: PendingChanges }) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <dl className="grid content-start gap-4">
        <Detail icon={<Store className="size-5" aria-hidden="true" />} label="Business Name">
          {business.name}
          <PendingNote pending={pending} field="name" />
        </Detail>
        <Detail icon={<MapPin className="size-5" aria-hidden="true" />} label="Address">
          {business.address}
          <PendingNote pending={pending} field="address" />
        </Detail>
        <Detail icon={<Phone className="size-5" aria-hidden="true" />} label="Phone">
          {business.phone}
          <PendingNote pending={pending} field="phone" />
        </Detail>
        <Detail icon={<Globe className="size-5" aria-hidden="true" />} label="Website">
          {business.website ? (
            <a href={business.website} className="text-teal-700 underline hover:text-teal-900" rel="noopener noreferrer" target="_blank">
              {business.website}
            </a>
          ) : (
            'No website'
          )}
          <PendingNote pending={pending} field="website" />
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
          {priceLabel(business.priceMin, business.priceMax)}
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
export function BusinessInfoForm({
  draft,
  onChange,
  pending = {},
  reviewed = false,
}: {
  draft: BusinessDraft;
  onChange: (patch: Partial<BusinessDraft>) => void;
  pending?: PendingChanges;
  /** A verified listing: name, address, phone and website changes wait for staff. */
  reviewed?: boolean;
}) {
  const hint = (name: keyof BusinessDraft) => {
    if (name in pending) return `${CHANGE_PENDING_LABEL}: the public page shows the current value until staff approve.`;
    if (reviewed && (IDENTITY_FIELDS as readonly string[]).includes(name)) return 'Changes to this field are reviewed by our staff before they go live.';
    return undefined;
  };
  const text = (name: keyof BusinessDraft, label: string, props: { type?: string; maxLength: number; inputMode?: 'numeric' }) => (
    <Field id={`edit-${name}`} label={label} hint={hint(name)}>
      <input
        id={`edit-${name}`}
        aria-describedby={hint(name) ? `edit-${name}-hint` : undefined}
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
