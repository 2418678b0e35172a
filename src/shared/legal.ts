import { z } from 'zod';

/** The legal pages: /privacy and /terms, each a built-in template or the operator's Markdown file (CONTENT_DIR). */
export const LEGAL_PAGES = ['privacy', 'terms'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];

export const LEGAL_PAGE_NAMES: Record<LegalPageSlug, string> = { privacy: 'Privacy Policy', terms: 'Terms of Service' };

export const legalPageParamsSchema = z.object({ slug: z.enum(LEGAL_PAGES, { message: 'Unknown page: privacy or terms' }) });

export const legalPageSchema = z.object({
  slug: z.enum(LEGAL_PAGES),
  title: z.string().describe("The document's first heading"),
  html: z.string().describe('The document rendered from Markdown: raw HTML in it is shown as text, never run'),
  source: z.enum(['template', 'operator']).describe("The built-in template, or the operator's own file"),
});
export type LegalPage = z.infer<typeof legalPageSchema>;
