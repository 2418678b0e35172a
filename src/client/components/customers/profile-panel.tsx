import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Icon } from '../ui/icon.js';
import { useState } from 'react';
import { profileUpdateSchema, type ProfileUpdate, type ProfileUpdateInput } from '#shared/customers.js';
import type { CurrentUser, User } from '#shared/users.js';
import { apiSend } from '../../lib/api.js';
import { apiPaths } from '#shared/api-paths.js';
import { toast } from '../../lib/toast.js';
import { submitHandler, useZodForm } from '../../lib/use-zod-form.js';
import { sessionQueryKey } from '../../lib/use-session.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { FormAlert } from '../ui/form-alert.js';
import { FormField, FormSelect } from '../ui/form-field.js';
import { Input } from '../ui/input.js';
import { stateName, US_STATES } from '../../lib/us-states.js';
import { refreshAfterWrite } from '../../lib/refresh-after-write.js';

function ReadOnlyProfile({ user }: { user: User }) {
  const rows: Array<[string, string | null]> = [
    ['First Name', user.firstName],
    ['Last Name', user.lastName],
    ['Email', user.email],
    ['Phone', user.phone],
    ['Address', user.address],
    ['City', user.city],
    ['State', user.state && stateName(user.state)],
    ['ZIP Code', user.zipCode],
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

/** The states by name; the first choice clears the field. */
const STATE_OPTIONS = [
  { value: '', label: 'Not provided' },
  ...Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: name })),
];

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm(profileUpdateSchema, {
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
  const save = useMutation({
    mutationFn: (values: ProfileUpdate) => apiSend<CurrentUser>('PATCH', apiPaths.customerProfile, values),
    onSuccess: (current) => {
      // Show the saved values at once, then refetch the session (the header reads it too).
      queryClient.setQueryData(sessionQueryKey, current);
      void refreshAfterWrite(queryClient, { queryKey: sessionQueryKey });
      onDone();
      toast({ title: 'Profile Updated', description: 'Your profile has been saved.' });
    },
  });
  const submit = submitHandler(form, (values) => save.mutateAsync(values), 'Your profile could not be saved. Please try again.');
  // maxLength is the server's limit for each field, so a typed value is never refused for its length alone.
  const text = (name: keyof ProfileUpdateInput, label: string, autoComplete: string, maxLength: number, inputMode?: 'tel' | 'numeric') => (
    <FormField control={form.control} name={name} label={label}>
      <Input autoComplete={autoComplete} maxLength={maxLength} inputMode={inputMode} type={inputMode === 'tel' ? 'tel' : 'text'} {...form.register(name)} />
    </FormField>
  );

  return (
    <form noValidate className="space-y-4" onSubmit={submit} aria-label="Edit Profile">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', 'First Name *', 'given-name', 100)}
        {text('lastName', 'Last Name *', 'family-name', 100)}
        {text('phone', 'Phone', 'tel', 30, 'tel')}
        {text('address', 'Address', 'address-line1', 200)}
        {text('city', 'City', 'address-level2', 100)}
        <FormSelect control={form.control} name="state" label="State" options={STATE_OPTIONS} placeholder="Choose a state" />
        {text('zipCode', 'ZIP Code', 'postal-code', 20, 'numeric')}
      </div>
      <FormAlert control={form.control} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={form.formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" pending={form.formState.isSubmitting} pendingText="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}

/** The Profile tab: read-only details, and an Edit Profile form saving through PATCH /api/customer/profile. */
export function ProfilePanel({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card aria-labelledby="profile-heading">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="profile-heading" className="text-xl font-semibold text-slate-900">
            Profile Information
          </h2>
          <p className="text-sm text-slate-600">Your contact details for service providers.</p>
        </div>
        {editing ? null : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Icon name="pencil" className="size-4" />
            Edit Profile
          </Button>
        )}
      </div>
      {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : <ReadOnlyProfile user={user} />}
    </Card>
  );
}
