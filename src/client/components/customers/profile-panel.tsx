import '../../lib/zod-browser.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { profileUpdateSchema, type ProfileUpdate, type ProfileUpdateInput } from '../../../shared/customers.js';
import type { CurrentUser, User } from '../../../shared/users.js';
import { apiSend, serverMessage } from '../../lib/api.js';
import { apiPaths } from '../../lib/api-paths.js';
import { toast } from '../../lib/toast.js';
import { sessionQueryKey } from '../../lib/use-session.js';
import { Field, inputClass } from './field.js';

const buttonClass =
  'inline-flex items-center gap-2 rounded-lg px-4 py-2 font-semibold focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:ring-offset-2 focus-visible:outline-none';

function ReadOnlyProfile({ user }: { user: User }) {
  const rows: Array<[string, string | null]> = [
    ['First Name', user.firstName],
    ['Last Name', user.lastName],
    ['Email', user.email],
    ['Phone', user.phone],
  ];
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-medium text-slate-500">{label}</dt>
          <dd className="mt-1 text-slate-900">{value || 'Not provided'}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phone: user.phone ?? '',
      address: user.address ?? '',
      city: user.city ?? '',
      state: user.state ?? '',
      zipCode: user.zipCode ?? '',
    },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: ProfileUpdate) => apiSend<CurrentUser>('PATCH', apiPaths.customerProfile, values),
    onSuccess: (current) => {
      // Show the saved values at once, then refetch the session as the spec says (the header reads it too).
      queryClient.setQueryData(sessionQueryKey, current);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onDone();
      toast({ title: 'Profile Updated', description: 'Your profile has been saved.' });
    },
  });
  const text = (name: keyof ProfileUpdateInput, label: string, autoComplete: string, required = false) => (
    <Field label={required ? `${label} *` : label} error={errors[name]?.message}>
      <input className={inputClass} autoComplete={autoComplete} {...form.register(name)} />
    </Field>
  );

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => save.mutate(values))} aria-label="Edit Profile">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', 'First Name', 'given-name', true)}
        {text('lastName', 'Last Name', 'family-name', true)}
        {text('phone', 'Phone', 'tel')}
        {text('address', 'Address', 'street-address')}
        {text('city', 'City', 'address-level2')}
        {text('state', 'State', 'address-level1')}
        {text('zipCode', 'ZIP Code', 'postal-code')}
      </div>
      {save.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverMessage(save.error) ?? 'Your profile could not be saved. Please try again.'}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onDone} className={`${buttonClass} border border-slate-300 bg-white font-medium text-slate-700 hover:bg-slate-50`}>
          Cancel
        </button>
        <button type="submit" disabled={save.isPending} className={`${buttonClass} bg-teal-700 text-white hover:bg-teal-800 disabled:cursor-wait disabled:opacity-70`}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}

/** The Profile tab: read-only details, and an Edit Profile form saving through PATCH /api/customer/profile. */
export function ProfilePanel({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="profile-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="profile-heading" className="text-xl font-semibold text-slate-900">
            Profile Information
          </h2>
          <p className="text-sm text-slate-600">Your contact details for service providers.</p>
        </div>
        {editing ? null : (
          <button type="button" onClick={() => setEditing(true)} className={`${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit Profile
          </button>
        )}
      </div>
      {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : <ReadOnlyProfile user={user} />}
    </section>
  );
}
