import { Icon } from '../components/ui/icon.js';
import { useState, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { OPEN_BOOKING_STATUSES, type BookingRequestList } from '#shared/bookings.js';
import type { FavoriteList } from '#shared/favorites.js';
import { CustomerBookingsPanel } from '../components/bookings/customer-bookings-panel.js';
import { UnreadBadge } from '../components/bookings/unread-badge.js';
import { RecentBookings } from '../components/bookings/recent-bookings.js';
import { FavoritesPanel } from '../components/favorites/favorites-panel.js';
import { DeletePetDialog } from '../components/customers/delete-pet-dialog.js';
import type { Pet } from '#shared/customers.js';
import type { User } from '#shared/users.js';
import { UserAvatar } from '../components/layout/user-avatar.js';
import { NotFoundState, PageLoading, QueryFallback } from '../components/page-states.js';
import { PetCard } from '../components/customers/pet-card.js';
import { PetDialog } from '../components/customers/pet-dialog.js';
import { ProfilePanel } from '../components/customers/profile-panel.js';
import { MyReviewsPanel, useMyReviews } from '../components/reviews/my-reviews-panel.js';
import { Seo } from '../components/seo.js';
import { WrongAccount } from '../components/auth/wrong-account.js';
import { Button, buttonClass } from '../components/ui/button.js';
import { Card } from '../components/ui/card.js';
import { EmptyState } from '../components/ui/empty-state.js';
import { StatTiles } from '../components/ui/stat-tile.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.js';
import { apiPaths } from '#shared/api-paths.js';
import { useApiQuery } from '../lib/use-api-query.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { useSession } from '../lib/use-session.js';
import { useBrand } from '../lib/site.js';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** Tabs an address may open (`?tab=bookings` from a booking email). */
const TABS = ['overview', 'pets', 'bookings', 'favorites', 'profile'];

function Dashboard({ user }: { user: User }) {
  const search = useSearch();
  const [tab, setTab] = useState(() => TABS.find((name) => name === new URLSearchParams(search).get('tab')) ?? 'overview');
  const [addingPet, setAddingPet] = useState(false);
  const [editingPet, setEditingPet] = useState<Pet | null>(null);
  const [deletingPet, setDeletingPet] = useState<Pet | null>(null);
  const petsQuery = useApiQuery<Pet[]>(apiPaths.customerPets);
  const bookingsQuery = useApiQuery<BookingRequestList>(apiPaths.customerBookingRequests);
  const favoritesQuery = useApiQuery<FavoriteList>(apiPaths.customerFavorites);
  const pets = petsQuery.data ?? [];
  const myReviews = useMyReviews();
  // Requests still waiting or accepted: declined, cancelled and completed ones are history, not bookings to act on.
  const openBookings = (bookingsQuery.data?.bookingRequests ?? []).filter((request) =>
    (OPEN_BOOKING_STATUSES as readonly string[]).includes(request.status),
  ).length;
  const unreadMessages = (bookingsQuery.data?.bookingRequests ?? []).reduce((sum, request) => sum + request.unreadMessages, 0);
  const addPetButton = (label: string) => (
    <Button className="shadow-sm" onClick={() => setAddingPet(true)}>
      <Icon name="plus" className="size-4" />
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
          { label: 'My Pets', value: pets.length, icon: 'paw-print' },
          { label: 'Open Bookings', value: openBookings, icon: 'calendar-days' },
          { label: 'Favorites', value: favoritesQuery.data?.favorites.length ?? 0, icon: 'heart' },
          { label: 'Reviews', value: myReviews.data?.reviews.length ?? 0, icon: 'star' },
        ]}
      />

      <Tabs value={tab} onValueChange={setTab} className="mt-10">
        <TabsList aria-label="Dashboard sections" className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="pets">My Pets</TabsTrigger>
          <TabsTrigger value="bookings">
            Bookings
            <UnreadBadge count={unreadMessages} />
          </TabsTrigger>
          <TabsTrigger value="favorites">Favorites</TabsTrigger>
          <TabsTrigger value="profile">Profile</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="grid gap-6 lg:grid-cols-2">
          <Panel title="Recent Activity">
            <RecentBookings data={bookingsQuery.data} />
          </Panel>
          <Panel title="Quick Actions">
            <div className="grid gap-3">
              <Link to="/services" className={buttonClass('secondary')}>
                <Icon name="calendar-days" className="size-4" />
                Book a Service
              </Link>
              <Button variant="secondary" onClick={() => setAddingPet(true)}>
                <Icon name="paw-print" className="size-4" />
                Add a Pet
              </Button>
              <Link to="/services" className={buttonClass('secondary')}>
                <Icon name="map-pin" className="size-4" />
                Find Services Near Me
              </Link>
            </div>
          </Panel>
          <MyReviewsPanel />
        </TabsContent>

        <TabsContent value="pets">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold text-slate-900">My Pets</h2>
            {addPetButton('Add Pet')}
          </div>
          {!petsQuery.isSuccess ? (
            <QueryFallback query={petsQuery} loadingText="Loading your pets..." failureText="Your pets could not be loaded. Please try again." />
          ) : pets.length === 0 ? (
            <EmptyState icon="paw-print" title="No pets added yet" action={addPetButton('Add Your First Pet')} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {pets.map((pet) => (
                <PetCard key={pet.id} pet={pet} onEdit={() => setEditingPet(pet)} onDelete={() => setDeletingPet(pet)} />
              ))}
            </ul>
          )}
        </TabsContent>

        <TabsContent value="bookings">
          <h2 className="mb-6 text-xl font-semibold text-slate-900">My Bookings</h2>
          <CustomerBookingsPanel query={bookingsQuery} />
        </TabsContent>

        <TabsContent value="favorites">
          <h2 className="mb-6 text-xl font-semibold text-slate-900">My Favorites</h2>
          <FavoritesPanel query={favoritesQuery} />
        </TabsContent>

        <TabsContent value="profile">
          <ProfilePanel user={user} />
        </TabsContent>
      </Tabs>

      <PetDialog open={addingPet} onOpenChange={setAddingPet} />
      <PetDialog open={editingPet !== null} onOpenChange={(open) => (open ? undefined : setEditingPet(null))} pet={editingPet ?? undefined} />
      <DeletePetDialog pet={deletingPet} onClose={() => setDeletingPet(null)} />
    </div>
  );
}

/** /customer/dashboard: the session decides between loading, sign-in required and the dashboard. */
export default function CustomerDashboardPage() {
  const brand = useBrand();
  const session = useSession();
  const hydrated = useHydrated();
  return (
    <>
      <Seo title={`Customer Dashboard | ${brand.name}`} description="Manage your pets, bookings, and discover new services." canonical="/customer/dashboard" noindex />
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
