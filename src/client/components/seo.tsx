import { useSite } from '../lib/site.js';

type SeoProps = {
  title: string;
  description: string;
  /** Absolute canonical URL, or a path on this site. */
  canonical: string;
  ogType?: 'website' | 'business.business' | 'article';
  image?: string | null;
  /** Not-found screens: keep them out of search results. */
  noindex?: boolean;
};

/** Title, description, canonical link and Open Graph/Twitter tags; React hoists them into <head>. */
export function Seo({ title, description, canonical, ogType = 'website', image, noindex }: SeoProps) {
  const { publicUrl, brand } = useSite();
  const url = canonical.startsWith('http') ? canonical : `${publicUrl}${canonical}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
