import { LoginScreen } from '../components/auth/login-screen.js';
import { apiPaths } from '#shared/api-paths.js';

/** /customer/login: sign-in for pet owners. */
export default function CustomerLoginPage() {
  return (
    <LoginScreen
      title="Customer Login"
      subtitle="Sign in to find trusted pet services and keep your pets' profiles in one place."
      description="Sign in to Pet Services as a pet owner to keep pet profiles, track bookings and find trusted local providers."
      canonical="/customer/login"
      signInHref={apiPaths.signIn.customer}
      otherLogin={{ to: '/business/login', question: 'Own a pet service business?', label: 'Business Owner Login' }}
      blurbs={[
        { icon: 'calendar-days', title: 'Easy Booking', text: 'Find and book trusted pet services near you in a few clicks.' },
        { icon: 'paw-print', title: 'Pet Profiles', text: "Keep each pet's breed, age, weight and special needs ready to share." },
        { icon: 'star', title: 'Trusted Reviews', text: 'Choose providers with confidence from real reviews by pet owners.' },
      ]}
    />
  );
}
