import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, FormProvider } from 'react-hook-form';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { LIST_BUSINESS_SIGN_IN_PATH } from '#shared/auth.js';
import type { City, Service } from '#shared/catalog.js';
import {
  createListingPayloadSchema,
  LISTING_MESSAGES,
  OWNER_TOASTS,
  type BusinessResponse,
  type CreateListingInput,
} from '#shared/owners.js';
import { WrongAccount } from '../components/auth/wrong-account.js';
import { DuplicateNotice, findDuplicate, type PossibleDuplicate } from '../components/listing-quality/duplicate-notice.js';
import { parsePriceInput } from '../components/listings/price.js';
import { BenefitCards, ListingSideCards } from '../components/owners/listing-cards.js';
import { ServiceChoices } from '../components/owners/service-choices.js';
import { cityOptionsOf } from '../components/owners/city-label.js';
import { LISTING_DOCUMENT_OPTIONS, VerificationFields } from '../components/owners/verification-fields.js';
import { emptyVerification, verificationPayloadOf, withDocument, type VerificationValues } from '../components/owners/verification-form.js';
import { MessageState, PageLoading } from '../components/page-states.js';
import { Seo } from '../components/seo.js';
import { Button, buttonClass } from '../components/ui/button.js';
import { Icon } from '../components/ui/icon.js';
import { Card } from '../components/ui/card.js';
import { Checkbox } from '../components/ui/checkbox.js';
import { FormAlert } from '../components/ui/form-alert.js';
import { FormField, FormSelect } from '../components/ui/form-field.js';
import { Input, Textarea } from '../components/ui/input.js';
import { apiSend } from '../lib/api.js';
import { apiPaths } from '#shared/api-paths.js';
import { toast } from '../lib/toast.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { useSession } from '../lib/use-session.js';
import { submitHandler, useZodForm } from '../lib/use-zod-form.js';
import { emptySchedule, type WeeklySchedule } from '#shared/hours/week.js';
import { ScheduleEditor } from '../components/hours/schedule-editor.js';
import { hoursPayload } from '../components/hours/schedule-draft.js';
import { refreshAfterWrite } from '../lib/refresh-after-write.js';
import { useBrand } from '../lib/site.js';

type ListingFormValues = {
  business: {
    name: string;
    phone: string;
    address: string;
    website: string;
    cityId: string;
    serviceIds: number[];
    description: string;
    schedule: WeeklySchedule;
    priceMin: string;
    priceMax: string;
    isMobile: boolean;
  };
  verification: VerificationValues;
};

const defaultValues = (): ListingFormValues => ({
  business: {
    name: '',
    phone: '',
    address: '',
    website: '',
    cityId: '',
    serviceIds: [],
    description: '',
    schedule: emptySchedule(),
    priceMin: '',
    priceMax: '',
    isMobile: false,
  },
  verification: emptyVerification(),
});

/** The listing payload's own schema, checking the form's values: prices and city as typed, the file as chosen. */
const listingFormSchema = z.preprocess(
  ({ business, verification }: ListingFormValues) => ({
    business: {
      ...business,
      website: business.website.trim() || null,
      cityId: business.cityId ? Number(business.cityId) : undefined,
      schedule: hoursPayload(business.schedule),
      priceMin: parsePriceInput(business.priceMin),
      priceMax: parsePriceInput(business.priceMax),
    },
    verification: verificationPayloadOf(verification),
  }),
  createListingPayloadSchema,
);

/** /list-business: the listing form, its fields checked in the order they appear. */
export default function ListBusinessPage() {
  const brand = useBrand();
  const session = useSession();
  const hydrated = useHydrated();
  // Listing needs a business-owner session. A signed-out visitor is told so before being sent to sign in (and comes
  // back here); a customer is never switched silently: the page says so and offers the switch.
  const isOwner = hydrated && session.status === 'signed-in' && session.type === 'business_owner';

  return (
    <>
      <Seo title={`List Your Business | ${brand.name}`} description="List your pet service business for free." canonical="/list-business" noindex />
      {isOwner ? (
        <ListBusinessForm />
      ) : hydrated && session.status === 'signed-in' ? (
        <WrongAccount session={session} needs="business_owner" returnTo="/list-business" />
      ) : hydrated && session.status === 'signed-out' ? (
        <OwnerAccountNeeded />
      ) : (
        <PageLoading text="Loading..." />
      )}
    </>
  );
}

/** Signed out: what listing takes, before the sign-in (which brings the owner back to the form). */
function OwnerAccountNeeded() {
  return (
    <MessageState
      icon={<Icon name="store" className="size-12 text-teal-700" />}
      title="List your business"
      text="Listing a business is free and needs a business owner account: sign in, or create one in the same step. You will come back to the listing form, and your listing is public once our team has reviewed it."
    >
      <a href={LIST_BUSINESS_SIGN_IN_PATH} className={buttonClass()}>
        Sign in as a business owner
      </a>
    </MessageState>
  );
}

function ListBusinessForm() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const cities = useApiQuery<City[]>(apiPaths.cities);
  const services = useApiQuery<Service[]>(apiPaths.services);
  const form = useZodForm(listingFormSchema, { defaultValues: defaultValues() });
  const { control, register } = form;
  const [duplicate, setDuplicate] = useState<PossibleDuplicate | null>(null);
  const [differentBusiness, setDifferentBusiness] = useState(false);

  const create = useMutation({
    mutationFn: (payload: CreateListingInput) => apiSend<BusinessResponse>('POST', apiPaths.createBusiness, payload),
    onSuccess: async ({ business }) => {
      toast(OWNER_TOASTS.listingSuccess);
      await refreshAfterWrite(queryClient, [apiPaths.ownerBusinesses]);
      navigate(`/dashboard/business/${business.id}`);
    },
  });
  const submit = submitHandler(
    form,
    async (listing) => {
      const file = 'verification.verificationData.documentFile' as const;
      const refuse = (message: string) => form.setError(file, { message }, { shouldFocus: true });
      // Listed already? Shown once; the owner may go on when it is another business.
      if (!differentBusiness) {
        const found = await findDuplicate({ name: listing.business.name, address: listing.business.address, phone: listing.business.phone });
        setDuplicate(found);
        if (found) return;
      }
      const verification = await withDocument(listing.verification, form.getValues(file), refuse);
      if (verification) await create.mutateAsync({ ...listing, verification });
    },
    OWNER_TOASTS.listingFailure.description,
  );

  const cityOptions = cityOptionsOf(cities.data);

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
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="grid gap-8 lg:col-span-2" aria-label="List your business">
            <Card className="grid gap-4" aria-labelledby="business-info-heading">
              <h2 id="business-info-heading" className="text-xl font-semibold text-slate-900">
                Business Information
              </h2>
              <div className="grid gap-4 md:grid-cols-2">
                <FormField control={control} name="business.name" label="Business Name" required>
                  <Input maxLength={200} autoComplete="organization" {...register('business.name')} />
                </FormField>
                <FormField control={control} name="business.phone" label="Phone Number" required>
                  <Input type="tel" maxLength={40} autoComplete="tel" placeholder="(512) 555-0123" {...register('business.phone')} />
                </FormField>
              </div>
              <FormField
                control={control}
                name="business.address"
                label="Business Address"
                required
                hint="Street number and name, then city, state and ZIP: 120 Main St, Austin, TX 78701"
              >
                <Input maxLength={300} autoComplete="address-line1" {...register('business.address')} />
              </FormField>
              <FormField control={control} name="business.website" label="Website">
                <Input type="url" maxLength={500} placeholder="www.example.com" {...register('business.website')} />
              </FormField>
              <FormSelect control={control} name="business.cityId" label="City" required options={cityOptions} placeholder="Select your city" />
              <ServiceChoices control={control} services={services.data ?? []} name="business.serviceIds" />
              <FormField control={control} name="business.description" label="Business Description">
                <Textarea rows={4} maxLength={5000} {...register('business.description')} />
              </FormField>
              <ScheduleEditor form={form} name="business.schedule" id="business-hours" />
              <div className="grid gap-4 md:grid-cols-2">
                <FormField control={control} name="business.priceMin" label="Starting Price ($)">
                  <Input type="number" min={0} inputMode="numeric" {...register('business.priceMin')} />
                </FormField>
                <FormField control={control} name="business.priceMax" label="Maximum Price ($)">
                  <Input type="number" min={0} inputMode="numeric" {...register('business.priceMax')} />
                </FormField>
              </div>
              <Controller
                control={control}
                name="business.isMobile"
                render={({ field }) => (
                  <Checkbox
                    ref={field.ref}
                    id="isMobile"
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    label="I offer mobile/in-home services"
                  />
                )}
              />
            </Card>

            <Card className="grid gap-4" aria-labelledby="verification-heading">
              <div>
                <h2 id="verification-heading" className="text-xl font-semibold text-slate-900">
                  Business Verification
                </h2>
                <p className="mt-1 text-sm text-slate-600">Choose how we should verify that you own this business.</p>
              </div>
              <VerificationFields prefix="verification." documentOptions={LISTING_DOCUMENT_OPTIONS} fileTooLargeMessage={LISTING_MESSAGES.fileTooLarge} required listingPhone="form" />
            </Card>

            <FormAlert control={control} title={OWNER_TOASTS.listingFailure.title} />
            {duplicate && !differentBusiness ? (
              <DuplicateNotice duplicate={duplicate} action="list it" onDifferent={() => setDifferentBusiness(true)} />
            ) : null}
            <Button type="submit" size="lg" className="w-full text-lg" pending={form.formState.isSubmitting}>
              List My Business
            </Button>
          </form>
        </FormProvider>
        <ListingSideCards />
      </div>
    </div>
  );
}
