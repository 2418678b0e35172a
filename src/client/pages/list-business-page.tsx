import { WrongAccount } from '../components/auth/wrong-account.js';
import { parsePriceInput } from '../components/listings/price.js';
import '../lib/zod-browser.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { City, Service } from '../../shared/catalog.js';
import { LIST_BUSINESS_SIGN_IN_PATH } from '../../shared/auth.js';
import {
  createListingPayloadSchema,
  DOCUMENT_UNREADABLE_MESSAGE,
  LISTING_MESSAGES,
  MISSING_INFORMATION_TITLE,
  OWNER_TOASTS,
  UPLOAD_ERROR_TITLE,
  type BusinessResponse,
  type CreateListingPayload,
} from '../../shared/owners.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { PageLoading } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { CheckboxField, Field, inputClass, primaryButtonClass, SelectField, cardClass } from '../components/owners/form-controls.js';
import { BenefitCards, ListingSideCards } from '../components/owners/listing-cards.js';
import { readFileAsDataUrl } from '../components/owners/read-file.js';
import {
  emptyVerification,
  LISTING_DOCUMENT_OPTIONS,
  verificationData,
  VerificationFields,
  type VerificationDraft,
} from '../components/owners/verification-fields.js';
import { apiSend, serverMessage } from '../lib/api.js';
import { apiPaths } from '../lib/api-paths.js';
import { toast } from '../lib/toast.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useSession } from '../lib/use-session.js';

type ListingForm = {
  name: string;
  phone: string;
  address: string;
  website: string;
  cityId: string;
  serviceIds: number[];
  description: string;
  hours: string;
  priceMin: string;
  priceMax: string;
  isMobile: boolean;
  verification: VerificationDraft;
};

const defaultValues: ListingForm = {
  name: '',
  phone: '',
  address: '',
  website: '',
  cityId: '',
  serviceIds: [],
  description: '',
  hours: '',
  priceMin: '',
  priceMax: '',
  isMobile: false,
  verification: emptyVerification,
};

function payloadOf(values: ListingForm, documentFile?: string): CreateListingPayload {
  return {
    business: {
      name: values.name,
      address: values.address,
      phone: values.phone,
      website: values.website.trim() || null,
      description: values.description,
      cityId: values.cityId ? Number(values.cityId) : 0,
      serviceIds: values.serviceIds,
      hours: values.hours,
      priceMin: parsePriceInput(values.priceMin),
      priceMax: parsePriceInput(values.priceMax),
      isMobile: values.isMobile,
    },
    verification: {
      verificationMethod: values.verification.method as CreateListingPayload['verification']['verificationMethod'],
      verificationData: verificationData(values.verification, documentFile) as CreateListingPayload['verification']['verificationData'],
    },
  };
}

const REQUIRED_MESSAGES: readonly string[] = Object.values(LISTING_MESSAGES);

/** /list-business: the listing form of spec section 2, checked in the order of section 5. */
export default function ListBusinessPage() {
  const session = useSession();
  const hydrated = useHydrated();
  const isOwner = hydrated && session.status === 'signed-in' && session.type === 'business_owner';
  useEffect(() => {
    // Listing needs a business-owner session: a signed-out visitor signs in first and comes back here. A customer
    // is never switched silently: the page says so and offers the switch.
    if (session.status === 'signed-out') window.location.assign(LIST_BUSINESS_SIGN_IN_PATH);
  }, [session.status]);

  return (
    <>
      <Seo title="List Your Business | PawFinder" description="List your pet service business for free." canonical="/list-business" noindex />
      {isOwner ? (
        <ListBusinessForm />
      ) : hydrated && session.status === 'signed-in' ? (
        <WrongAccount session={session} needs="business_owner" returnTo="/list-business" />
      ) : (
        <PageLoading text="Loading..." />
      )}
    </>
  );
}

function ListBusinessForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cities = useApiQuery<City[]>(apiPaths.cities);
  const services = useApiQuery<Service[]>(apiPaths.services);
  const form = useForm<ListingForm>({ defaultValues });
  const verification = useWatch({ control: form.control, name: 'verification' });

  const create = useMutation({
    mutationFn: (payload: CreateListingPayload) => apiSend<BusinessResponse>('POST', '/api/business/create', payload),
    onSuccess: async ({ business }) => {
      toast(OWNER_TOASTS.listingSuccess);
      await queryClient.invalidateQueries({ queryKey: [apiPaths.ownerBusinesses] });
      navigate(`/dashboard/business/${business.id}`);
    },
    onError: (error) =>
      toast({ ...OWNER_TOASTS.listingFailure, description: serverMessage(error) ?? OWNER_TOASTS.listingFailure.description, variant: 'destructive' }),
  });

  const submit = form.handleSubmit(async (values) => {
    // Check with the server's own schema first (a stand-in for the file, which is read only once all is valid).
    const checked = createListingPayloadSchema.safeParse(payloadOf(values, values.verification.file ? 'selected' : undefined));
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? LISTING_MESSAGES.name;
      const title = REQUIRED_MESSAGES.includes(message) ? MISSING_INFORMATION_TITLE : 'Invalid Information';
      toast({ title, description: message, variant: 'destructive' });
      return;
    }
    let documentFile: string | undefined;
    if (values.verification.method === 'document' && values.verification.file) {
      try {
        documentFile = await readFileAsDataUrl(values.verification.file);
      } catch {
        toast({ title: UPLOAD_ERROR_TITLE, description: DOCUMENT_UNREADABLE_MESSAGE, variant: 'destructive' });
        return;
      }
    }
    create.mutate(payloadOf(values, documentFile));
  });

  const cityOptions = (cities.data ?? [])
    .map((city) => ({ value: String(city.id), label: `${city.name}, ${city.state}` }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">List Your Pet Service Business</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">
          Join our directory and connect with pet owners looking for trusted local services.
        </p>
      </header>
      <BenefitCards />
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <form onSubmit={submit} noValidate className="grid gap-8 lg:col-span-2" aria-label="List your business">
          <section className={`${cardClass} grid gap-4`} aria-labelledby="business-info-heading">
            <h2 id="business-info-heading" className="text-xl font-semibold text-slate-900">
              Business Information
            </h2>
            <div className="grid gap-4 md:grid-cols-2">
              <Field id="name" label="Business Name" required>
                <input id="name" className={inputClass} maxLength={200} autoComplete="organization" {...form.register('name')} />
              </Field>
              <Field id="phone" label="Phone Number" required>
                <input id="phone" type="tel" className={inputClass} maxLength={40} autoComplete="tel" placeholder="(512) 555-0123" {...form.register('phone')} />
              </Field>
            </div>
            <Field id="address" label="Business Address" required hint="Street number and name, then city, state and ZIP: 120 Main St, Austin, TX 78701">
              <input
                id="address"
                className={inputClass}
                maxLength={300}
                autoComplete="street-address"
                aria-describedby="address-hint"
                {...form.register('address')}
              />
            </Field>
            <Field id="website" label="Website">
              <input id="website" type="url" className={inputClass} maxLength={500} placeholder="https://" {...form.register('website')} />
            </Field>
            <Field id="city" label="City" required>
              <Controller
                control={form.control}
                name="cityId"
                render={({ field }) => (
                  <SelectField id="city" value={field.value} onValueChange={field.onChange} options={cityOptions} placeholder="Select your city" />
                )}
              />
            </Field>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium text-slate-800">
                Services Offered<span aria-hidden="true"> *</span>
              </legend>
              <Controller
                control={form.control}
                name="serviceIds"
                render={({ field }) => (
                  <div className="grid gap-3 md:grid-cols-2">
                    {(services.data ?? []).map((service) => (
                      <CheckboxField
                        key={service.id}
                        id={`service-${service.id}`}
                        checked={field.value.includes(service.id)}
                        onCheckedChange={(checked) =>
                          field.onChange(checked ? [...field.value, service.id] : field.value.filter((id) => id !== service.id))
                        }
                        label={service.name}
                        description={service.description}
                      />
                    ))}
                  </div>
                )}
              />
            </fieldset>
            <Field id="description" label="Business Description">
              <textarea id="description" rows={4} maxLength={5000} className={inputClass} {...form.register('description')} />
            </Field>
            <Field id="hours" label="Business Hours">
              <input id="hours" className={inputClass} maxLength={1000} placeholder="e.g. Mon-Fri 9AM-6PM" {...form.register('hours')} />
            </Field>
            <div className="grid gap-4 md:grid-cols-2">
              <Field id="priceMin" label="Starting Price ($)">
                <input id="priceMin" type="number" min={0} inputMode="numeric" className={inputClass} {...form.register('priceMin')} />
              </Field>
              <Field id="priceMax" label="Maximum Price ($)">
                <input id="priceMax" type="number" min={0} inputMode="numeric" className={inputClass} {...form.register('priceMax')} />
              </Field>
            </div>
            <Controller
              control={form.control}
              name="isMobile"
              render={({ field }) => (
                <CheckboxField id="isMobile" checked={field.value} onCheckedChange={field.onChange} label="I offer mobile/in-home services" />
              )}
            />
          </section>

          <section className={`${cardClass} grid gap-4`} aria-labelledby="verification-heading">
            <div>
              <h2 id="verification-heading" className="text-xl font-semibold text-slate-900">
                Business Verification
              </h2>
              <p className="mt-1 text-sm text-slate-600">Choose how we should verify that you own this business.</p>
            </div>
            <VerificationFields
              idPrefix="verification"
              draft={verification}
              onChange={(patch) => form.setValue('verification', { ...form.getValues('verification'), ...patch })}
              documentOptions={LISTING_DOCUMENT_OPTIONS}
              fileTooLargeMessage={LISTING_MESSAGES.fileTooLarge}
              required
            />
          </section>

          <button type="submit" className={`${primaryButtonClass} w-full py-3 text-lg`} disabled={create.isPending || form.formState.isSubmitting}>
            List My Business
          </button>
        </form>
        <ListingSideCards />
      </div>
    </div>
  );
}
