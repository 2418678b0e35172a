import { apiPaths } from '#shared/api-paths.js';
import type { AccountType } from '#shared/users.js';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'All Services' },
  { to: '/cities', label: 'Cities' },
] as const;

/** Per account type: the menu label, the dashboard link and the logout address the browser navigates to. */
export const ACCOUNT_LINKS: Record<AccountType, { label: string; dashboard: string; dashboardLabel: string; logout: string }> = {
  customer: {
    label: 'Customer Account',
    dashboard: '/customer/dashboard',
    dashboardLabel: 'Dashboard',
    logout: apiPaths.signOut.customer,
  },
  business_owner: {
    label: 'Business Owner',
    dashboard: '/dashboard/business',
    dashboardLabel: 'Business Dashboard',
    logout: apiPaths.signOut.business_owner,
  },
};

export const SIGN_IN_LINKS = [
  { to: '/customer/login', label: 'Customer Login', hint: 'Find services' },
  { to: '/business/login', label: 'Business Login', hint: 'Manage business' },
] as const;

/** Sign-out is a browser navigation: the server clears the session and redirects. */
export function signOut(type: AccountType) {
  window.location.assign(ACCOUNT_LINKS[type].logout);
}
