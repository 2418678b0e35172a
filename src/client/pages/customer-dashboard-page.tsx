import * as Tabs from '@radix-ui/react-tabs';
import { CalendarDays, Clock, Heart, MapPin, PawPrint, Plus, Star, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Pet } from '../../shared/customers.js';
import type { User } from '../../shared/users.js';
import { UserAvatar } from '../components/layout/user-avatar.js';
import { PageLoading } from '../components/page-states.js';
import { PetCard } from '../components/customers/pet-card.js';
import { PetDialog } from '../components/customers/pet-dialog.js';
import { ProfilePanel } from '../components/customers/profile-panel.js';
import { Seo } from '../components/seo.js';
import { WrongAccount } from '../components/auth/wrong-account.js';
import { serverMessage } from '../lib/api.js';
import { apiPaths } from '../lib/api-paths.js';
import { SITE_NAME } from '../../shared/brand.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { useSession } from '../lib/use-session.js';

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:ring-offset-2 focus-visible:outline-none';
const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:ring-offset-2 focus-visible:outline-none';
const tabClass =
  'rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap sm:px-4 text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-700 focus-visible:outline-none data-[state=active]:bg-white data-[state=active]:text-teal-800 data-[state=active]:shadow-sm';

function Counter({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 sm:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700 sm:size-11">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-bold text-slate-900">{value}</p>
      </div>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function EmptyState({ icon: Icon, title, text, action }: { icon: LucideIcon; title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {text ? <p className="text-slate-600">{text}</p> : null}
      {action}
    </div>
  );
}

function SignInRequired() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Authentication Required</h1>
      <p className="text-slate-600">Please sign in to access your dashboard.</p>
      <Link to="/customer/login" className={primaryButton}>
        Sign In
      </Link>
    </div>
  );
}

function Dashboard({ user }: { user: User }) {
  const [tab, setTab] = useState('overview');
  const [addingPet, setAddingPet] = useState(false);
  const petsQuery = useApiQuery<Pet[]>(apiPaths.customerPets);
  const pets = petsQuery.data ?? [];
  const addPetButton = (label: string) => (
    <button type="button" className={primaryButton} onClick={() => setAddingPet(true)}>
      <Plus className="size-4" aria-hidden="true" />
      {label}
    </button>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex items-center gap-4">
        <UserAvatar user={user} size="lg" />
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome back, {user.firstName?.trim() || 'Customer'}!</h1>
          <p className="mt-1 text-slate-600">Manage your pets, bookings, and discover new services</p>
        </div>
      </div>

      <div className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Counter icon={PawPrint} label="My Pets" value={pets.length} />
        <Counter icon={CalendarDays} label="Bookings" value={0} />
        <Counter icon={Heart} label="Favorites" value={0} />
        <Counter icon={Star} label="Reviews" value={0} />
      </div>

      <Tabs.Root value={tab} onValueChange={setTab} className="mt-10">
        <Tabs.List aria-label="Dashboard sections" className="grid w-full grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex sm:w-auto">
          <Tabs.Trigger value="overview" className={tabClass}>Overview</Tabs.Trigger>
          <Tabs.Trigger value="pets" className={tabClass}>My Pets</Tabs.Trigger>
          <Tabs.Trigger value="bookings" className={tabClass}>Bookings</Tabs.Trigger>
          <Tabs.Trigger value="profile" className={tabClass}>Profile</Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="overview" className="mt-6 grid gap-6 focus-visible:outline-none lg:grid-cols-2">
          <Card title="Recent Activity">
            <EmptyState icon={Clock} title="No recent activity" text="Book your first service to get started!" />
          </Card>
          <Card title="Quick Actions">
            <div className="grid gap-3">
              <button type="button" className={secondaryButton}>
                <CalendarDays className="size-4" aria-hidden="true" />
                Book a Service
              </button>
              <button type="button" className={secondaryButton} onClick={() => setAddingPet(true)}>
                <PawPrint className="size-4" aria-hidden="true" />
                Add a Pet
              </button>
              <Link to="/services" className={secondaryButton}>
                <MapPin className="size-4" aria-hidden="true" />
                Find Services Near Me
              </Link>
            </div>
          </Card>
        </Tabs.Content>

        <Tabs.Content value="pets" className="mt-6 focus-visible:outline-none">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold text-slate-900">My Pets</h2>
            {addPetButton('Add Pet')}
          </div>
          {petsQuery.isPending ? (
            <PageLoading text="Loading your pets..." />
          ) : petsQuery.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
              {serverMessage(petsQuery.error) ?? 'Your pets could not be loaded. Please try again.'}
            </p>
          ) : pets.length === 0 ? (
            <EmptyState icon={PawPrint} title="No pets added yet" action={addPetButton('Add Your First Pet')} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {pets.map((pet) => (
                <PetCard key={pet.id} pet={pet} />
              ))}
            </ul>
          )}
        </Tabs.Content>

        <Tabs.Content value="bookings" className="mt-6 focus-visible:outline-none">
          <EmptyState
            icon={CalendarDays}
            title="No bookings yet"
            action={
              <Link to="/services" className={primaryButton}>
                Browse Services
              </Link>
            }
          />
        </Tabs.Content>

        <Tabs.Content value="profile" className="mt-6 focus-visible:outline-none">
          <ProfilePanel user={user} />
        </Tabs.Content>
      </Tabs.Root>

      <PetDialog open={addingPet} onOpenChange={setAddingPet} />
    </div>
  );
}

/** /customer/dashboard (spec section 2): the session decides between loading, sign-in required and the dashboard. */
export default function CustomerDashboardPage() {
  const session = useSession();
  const hydrated = useHydrated();
  return (
    <>
      <Seo title={`Customer Dashboard | ${SITE_NAME}`} description="Manage your pets, bookings, and discover new services." canonical="/customer/dashboard" noindex />
      {!hydrated || session.status === 'loading' ? (
        <PageLoading text="Loading your dashboard..." />
      ) : session.status === 'signed-in' && session.type === 'customer' ? (
        <Dashboard user={session.user} />
      ) : session.status === 'signed-in' ? (
        <WrongAccount session={session} needs="customer" returnTo="/customer/dashboard" />
      ) : (
        <SignInRequired />
      )}
    </>
  );
}
