import { Icon } from '../ui/icon.js';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { City, Service } from '#shared/catalog.js';
import { apiPaths } from '#shared/api-paths.js';
import { useApiQuery } from '../../lib/use-api-query.js';
import { Checkbox } from '../ui/checkbox.js';
import { FormSelect } from '../ui/form-field.js';
import { cityOptionsOf } from './city-label.js';
import { ServiceChoices } from './service-choices.js';
import {
  CHANGE_PENDING_LABEL,
  IDENTITY_FIELDS,
  OWNER_TOASTS,
  type DashboardResponse,
} from '#shared/owners.js';
import { priceLabel } from '../listings/price.js';
import { FormAlert } from '../ui/form-alert.js';
import { FormField } from '../ui/form-field.js';
import { Input, Textarea } from '../ui/input.js';
import { ScheduleEditor } from '../hours/schedule-editor.js';
import { ScheduleText } from '../hours/schedule-text.js';
import type { BusinessDraft, PendingChanges } from './business-draft.js';
import type { BusinessEditor } from './use-business-editor.js';
import { SaveOrCancel } from './business-edit-actions.js';

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

/** Under a live value that has a change waiting for staff: what was asked for (`label` names a recorded value). */
export function PendingNote({ pending, field, label = (value) => value }: { pending: PendingChanges; field: keyof PendingChanges; label?: (value: string | null) => string | null }) {
  if (!(field in pending)) return null;
  return (
    <p className="mt-1 text-sm font-medium text-amber-800">
      {CHANGE_PENDING_LABEL}: {label(pending[field] ?? null) || '(empty)'}
    </p>
  );
}

/** The Business Info tab, read-only: the live values, with the changes waiting for staff under them. */
export function BusinessInfoView({ business, services, pending = {} }: Pick<DashboardResponse, 'business' | 'services'> & { pending?: PendingChanges }) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <dl className="grid content-start gap-4">
        <Detail icon={<Icon name="store" className="size-5" />} label="Business Name">
          {business.name}
          <PendingNote pending={pending} field="name" />
        </Detail>
        <Detail icon={<Icon name="map-pin" className="size-5" />} label="Address">
          {business.address}
          <PendingNote pending={pending} field="address" />
        </Detail>
        <Detail icon={<Icon name="phone" className="size-5" />} label="Phone">
          {business.phone}
          <PendingNote pending={pending} field="phone" />
        </Detail>
        <Detail icon={<Icon name="globe" className="size-5" />} label="Website">
          {business.website ? (
            <a href={business.website} className="text-teal-700 underline hover:text-teal-900" rel="noopener noreferrer" target="_blank">
              {business.website}
            </a>
          ) : (
            'No website'
          )}
          <PendingNote pending={pending} field="website" />
        </Detail>
        <Detail icon={<Icon name="truck" className="size-5" />} label="Mobile Service">
          {business.isMobile ? 'Yes, mobile or in-home visits' : 'No'}
        </Detail>
      </dl>
      <dl className="grid content-start gap-4">
        <div>
          <dt className="text-sm text-slate-500">Description</dt>
          <dd className="whitespace-pre-line text-slate-900">{business.description || 'No description provided'}</dd>
        </div>
        <Detail icon={<Icon name="clock" className="size-5" />} label="Hours">
          <ScheduleText schedule={business.schedule} />
        </Detail>
        <Detail icon={<Icon name="dollar-sign" className="size-5" />} label="Price Range">
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

/** The Business Info tab in edit mode: the draft's fields, each with its own message when refused. */
export function BusinessInfoForm({
  editor,
  pending = {},
  reviewed = false,
}: {
  editor: BusinessEditor;
  pending?: PendingChanges;
  /** A verified listing: name, address, phone, website and city changes wait for staff. */
  reviewed?: boolean;
}) {
  const { control, register } = editor.form;
  const cities = useApiQuery<City[]>(apiPaths.cities);
  const services = useApiQuery<Service[]>(apiPaths.services);
  const hint = (name: keyof BusinessDraft) => {
    if (name in pending) return `${CHANGE_PENDING_LABEL}: the public page shows the current value until staff approve.`;
    if (reviewed && (IDENTITY_FIELDS as readonly string[]).includes(name)) return 'Changes to this field are reviewed by our staff before they go live.';
    return undefined;
  };
  const text = (name: keyof BusinessDraft, label: string, props: { type?: string; maxLength: number; inputMode?: 'numeric' }) => (
    <FormField control={control} name={name} id={`edit-${name}`} label={label} hint={hint(name)}>
      <Input type={props.type ?? 'text'} maxLength={props.maxLength} inputMode={props.inputMode} {...register(name)} />
    </FormField>
  );
  return (
    <form noValidate onSubmit={editor.submit} aria-label="Edit business information" className="grid gap-4 md:grid-cols-2">
      <div className="md:col-span-2 empty:hidden">
        <FormAlert control={control} title={OWNER_TOASTS.updateFailure.title} />
      </div>
      {text('name', 'Business Name', { maxLength: 200 })}
      {text('phone', 'Phone', { type: 'tel', maxLength: 40 })}
      {text('address', 'Address', { maxLength: 300 })}
      {text('website', 'Website', { type: 'url', maxLength: 500 })}
      <FormSelect control={control} name="cityId" id="edit-cityId" label="City" options={cityOptionsOf(cities.data)} placeholder="Select your city" hint={hint('cityId')} />
      <div className="self-end">
        <Controller
          control={control}
          name="isMobile"
          render={({ field }) => (
            <Checkbox ref={field.ref} id="edit-isMobile" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} label="I offer mobile/in-home services" />
          )}
        />
      </div>
      <div className="md:col-span-2">
        <ServiceChoices control={control} services={services.data ?? []} name="serviceIds" />
      </div>
      <FormField control={control} name="description" id="edit-description" label="Description" className="md:col-span-2">
        <Textarea rows={4} maxLength={5000} {...register('description')} />
      </FormField>
      <div className="md:col-span-2">
        <ScheduleEditor form={editor.form} name="schedule" id="edit-hours" />
      </div>
      {text('priceMin', 'Starting Price ($)', { type: 'number', maxLength: 7, inputMode: 'numeric' })}
      {text('priceMax', 'Maximum Price ($)', { type: 'number', maxLength: 7, inputMode: 'numeric' })}
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4 md:col-span-2">
        <SaveOrCancel editor={editor} />
      </div>
    </form>
  );
}
