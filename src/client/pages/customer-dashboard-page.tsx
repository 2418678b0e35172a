import { CalendarDays, Clock, Heart, MapPin, PawPrint, Plus, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Pet } from '../../shared/customers.js';
import type { User } from '../../shared/users.js';
import { UserAvatar } from '../components/layout/user-avatar.js';
import { NotFoundState, PageLoading } from '../components/page-states.js';
import { PetCard } from '../components/customers/pet-card.js';
import { PetDialog } from '../components/customers/pet-dialog.js';
import { ProfilePanel } from '../components/customers/profile-panel.js';
import { Seo } from '../components/seo.js';
import { WrongAccount } from '../components/auth/wrong-account.js';
import { Button, buttonClass } from '../components/ui/button.js';
import { Card } from '../components/ui/card.js';
import { EmptyState } from '../components/ui/empty-state.js';
import { Notice } from '../components/ui/notice.js';
import { StatTiles } from '../components/ui/stat-tile.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.js';
import { serverMessage } from '../lib/api.js';
import { apiPaths } from '../../shared/api-paths.js';
import { SITE_NAME } from '../../shared/brand.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { useSession } from '../lib/use-session.js';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function Dashboard({ user }: { user: User }) {
  const [tab, setTab] = useState('overview');
  const [addingPet, setAddingPet] = useState(false);
  const petsQuery = useApiQuery<Pet[]>(apiPaths.customerPets);
  const pets = petsQuery.data ?? [];
  const addPetButton = (label: string) => (
    <Button className="shadow-sm" onClick={() => setAddingPet(true)}>
      <Plus className="size-4" aria-hidden="true" />
      {label}
    </Button>
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

      <StatTiles
        look="feature"
        className="mt-8"
        items={[
          { label: 'My Pets', value: pets.length, icon: PawPrint },
          { label: 'Bookings', value: 0, icon: CalendarDays },
          { label: 'Favorites', value: 0, icon: Heart },
          { label: 'Reviews', value: 0, icon: Star },
        ]}
      />

      <Tabs value={tab} onValueChange={setTab} className="mt-10">
        <TabsList aria-label="Dashboard sections" className="grid w-full grid-cols-4 sm:inline-flex sm:w-auto">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="pets">My Pets</TabsTrigger>
          <TabsTrigger value="bookings">Bookings</TabsTrigger>
          <TabsTrigger value="profile">Profile</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="grid gap-6 lg:grid-cols-2">
          <Panel title="Recent Activity">
            <EmptyState icon={Clock} title="No recent activity" text="Book your first service to get started!" />
          </Panel>
          <Panel title="Quick Actions">
            <div className="grid gap-3">
              <Button variant="secondary">
                <CalendarDays className="size-4" aria-hidden="true" />
                Book a Service
              </Button>
              <Button variant="secondary" onClick={() => setAddingPet(true)}>
                <PawPrint className="size-4" aria-hidden="true" />
                Add a Pet
              </Button>
              <Link to="/services" className={buttonClass('secondary')}>
                <MapPin className="size-4" aria-hidden="true" />
                Find Services Near Me
              </Link>
            </div>
          </Panel>
        </TabsContent>

        <TabsContent value="pets">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold text-slate-900">My Pets</h2>
            {addPetButton('Add Pet')}
          </div>
          {petsQuery.isPending ? (
            <PageLoading text="Loading your pets..." />
          ) : petsQuery.isError ? (
            <Notice role="alert" tone="danger" className="rounded-lg px-4 py-3">
              <p>{serverMessage(petsQuery.error) ?? 'Your pets could not be loaded. Please try again.'}</p>
            </Notice>
          ) : pets.length === 0 ? (
            <EmptyState icon={PawPrint} title="No pets added yet" action={addPetButton('Add Your First Pet')} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {pets.map((pet) => (
                <PetCard key={pet.id} pet={pet} />
              ))}
            </ul>
          )}
        </TabsContent>

        <TabsContent value="bookings">
          <EmptyState
            icon={CalendarDays}
            title="No bookings yet"
            action={
              <Link to="/services" className={buttonClass()}>
                Browse Services
              </Link>
            }
          />
        </TabsContent>

        <TabsContent value="profile">
          <ProfilePanel user={user} />
        </TabsContent>
      </Tabs>

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
        <NotFoundState title="Authentication Required" text="Please sign in to access your dashboard." to="/customer/login" linkLabel="Sign In" />
      )}
    </>
  );
}
