import { describe, expect, it } from 'vitest';
import { isPrivatePath, matchPageRoute } from '../../src/client/routes.js';

describe('isPrivatePath', () => {
  it('covers the private sections and any address under them, by whole path segments', () => {
    for (const path of ['/dashboard', '/dashboard/', '/dashboard/business', '/dashboard/business/12', '/dashboard/typo', '/admin', '/admin/outbox', '/admin/nope', '/customer/dashboard', '/customer/dashboard/pets']) {
      expect(isPrivatePath(path), path).toBe(true);
    }
  });

  it('leaves public addresses that only begin with the same letters public', () => {
    for (const path of ['/dashboards', '/dashboard-tips', '/administration', '/admins', '/customer/dashboards', '/customer', '/', '/dog-grooming', '/business/1']) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });

  it('agrees with the route table: every private page is private by its route or its path', () => {
    for (const path of ['/customer/dashboard', '/list-business', '/dashboard/business', '/dashboard/business/3', '/business/3/claim', '/admin', '/admin/outbox']) {
      expect(Boolean(matchPageRoute(path).route.private) || isPrivatePath(path), path).toBe(true);
    }
    for (const path of ['/dashboards', '/administration']) {
      expect(Boolean(matchPageRoute(path).route.private) || isPrivatePath(path), path).toBe(false);
    }
  });
});
