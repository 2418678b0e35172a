/**
 * The /api addresses of listing quality (issue 26): a visitor's report, staff's actions, the owner's view and answer.
 * Apart from api-paths.ts (same rules: no imports, no zod) because that module is in every page's first load and
 * these are used only by screens loaded on demand (the report dialog, the staff card, the owner's notice).
 */
const seg = (value: string | number) => encodeURIComponent(String(value));

export const listingReportPaths = {
  /** A visitor's 'Suggest an edit / Report a problem' (POST, anyone). */
  report: (businessId: string | number) => `/api/business/${seg(businessId)}/reports`,
  /** Staff: set a reported field (POST { field, value }) or dismiss the open reports. */
  apply: (businessId: string | number) => `/api/admin/business/${seg(businessId)}/reports/apply`,
  dismiss: (businessId: string | number) => `/api/admin/business/${seg(businessId)}/reports/dismiss`,
  /** Staff: permanently close, reopen, or merge into another listing (POST { intoId }). */
  close: (businessId: string | number) => `/api/admin/business/${seg(businessId)}/close`,
  reopen: (businessId: string | number) => `/api/admin/business/${seg(businessId)}/reopen`,
  merge: (businessId: string | number) => `/api/admin/business/${seg(businessId)}/merge`,
  /** The owner: open and recently applied reports of their listing (GET), and an answer to one (POST { answer }). */
  ownerReports: (businessId: string | number) => `/api/dashboard/business/${seg(businessId)}/reports`,
  ownerAnswer: (businessId: string | number, reportId: string | number) => `/api/dashboard/business/${seg(businessId)}/reports/${seg(reportId)}/answer`,
  /** An owner about to list or claim a business: a public listing it may duplicate (GET). */
  duplicateCheck: (query: { name: string; address?: string; phone?: string; excludeId?: number }) =>
    `/api/business/duplicate-check?${new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])))}`,
} as const;
