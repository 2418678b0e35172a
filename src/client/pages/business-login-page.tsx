import { LoginScreen } from '../components/auth/login-screen.js';
import { apiPaths } from '#shared/api-paths.js';

/** /business/login: sign-in for business owners. */
export default function BusinessLoginPage() {
  return (
    <LoginScreen
      title="Business Login"
      subtitle="Sign in to list your pet service business, claim a listing and manage it on your dashboard."
      description="Sign in to Pet Services as a business owner to list or claim your pet service business and manage it."
      canonical="/business/login"
      signInHref={apiPaths.signIn.business_owner}
      otherLogin={{ to: '/customer/login', question: 'Looking for pet services?', label: 'Customer Login' }}
      blurbs={[
        { icon: 'briefcase', title: 'Business Management', text: 'Keep your hours, prices, services and contact details up to date.' },
        { icon: 'calendar-days', title: 'Customer Bookings', text: 'Be found by pet owners searching for services in your city.' },
        { icon: 'chart-column', title: 'Analytics & Insights', text: 'See profile views, contact clicks and your rating at a glance.' },
      ]}
    />
  );
}
