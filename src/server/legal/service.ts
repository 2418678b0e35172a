import MarkdownIt from 'markdown-it';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LEGAL_PAGE_NAMES, type LegalPage, type LegalPageSlug } from '#shared/legal.js';
import type { Config } from '../config.js';
import { legalTemplate } from './templates.js';

// Raw HTML in the Markdown is shown as text (html: false), and markdown-it refuses javascript:, vbscript: and
// non-image data: links: what an operator's file holds cannot run in a visitor's browser.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const cache = new WeakMap<Config, Map<LegalPageSlug, Promise<LegalPage>>>();

/**
 * The privacy policy or terms: the operator's `<CONTENT_DIR>/<slug>.md` when there is one, else the built-in
 * template filled with the site's name, contacts and document retention. Read once per process (a changed file
 * shows after a restart).
 */
export function getLegalPage(config: Config, slug: LegalPageSlug): Promise<LegalPage> {
  let pages = cache.get(config);
  if (!pages) cache.set(config, (pages = new Map()));
  let page = pages.get(slug);
  if (!page) {
    page = loadLegalPage(config, slug);
    pages.set(slug, page);
    // A failed read is not kept: the next request tries again.
    page.catch(() => pages.delete(slug));
  }
  return page;
}

async function loadLegalPage(config: Config, slug: LegalPageSlug): Promise<LegalPage> {
  const own = config.CONTENT_DIR ? await readOperatorFile(path.resolve(config.CONTENT_DIR, `${slug}.md`)) : undefined;
  const text =
    own ??
    legalTemplate(slug, {
      siteName: config.brand.name,
      supportEmail: config.brand.supportEmail,
      supportPhone: config.brand.supportPhone,
      publicUrl: config.publicUrl,
      documentRetentionDays: config.DOCUMENT_RETENTION_DAYS,
    });
  return { slug, title: firstHeading(text) ?? LEGAL_PAGE_NAMES[slug], html: markdown.render(text), source: own === undefined ? 'template' : 'operator' };
}

async function readOperatorFile(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The text of the first level-one heading ('# Privacy at Acme'), as the page's title. */
function firstHeading(text: string): string | undefined {
  const tokens = markdown.parse(text, {});
  const open = tokens.findIndex((token) => token.type === 'heading_open' && token.tag === 'h1');
  const title = open >= 0 ? tokens[open + 1]?.children?.map((child) => child.content).join('').trim() : undefined;
  return title || undefined;
}
