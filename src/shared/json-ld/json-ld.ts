import type { Brand } from '../brand.js';
import type { City, Service } from '../catalog.js';
import type { Breadcrumb } from '../listings.js';

export type JsonLd = Record<string, unknown>;

/** One JSON-LD document per page: the nodes share a context and may point at each other by @id. */
export function graph(...nodes: JsonLd[]): JsonLd {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

export const absoluteUrl = (publicUrl: string, path: string) => `${publicUrl}${path === '/' ? '/' : path}`;

export function breadcrumbList(publicUrl: string, crumbs: Breadcrumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.url),
    })),
  };
}

export function itemList(name: string, items: JsonLd[]): JsonLd {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, ...item })),
  };
}

/** The operator: its name, tagline and how to reach its support. */
export function organization(publicUrl: string, brand: Brand): JsonLd {
  return {
    '@type': 'Organization',
    '@id': `${publicUrl}/#organization`,
    name: brand.name,
    url: `${publicUrl}/`,
    description: brand.tagline,
    email: brand.supportEmail,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: brand.supportEmail,
      telephone: brand.supportPhone,
      url: `${publicUrl}/contact`,
    },
  };
}

/** The site search: the services directory filters by the `q` text. */
export function webSite(publicUrl: string, brand: Brand): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': `${publicUrl}/#website`,
    name: brand.name,
    url: `${publicUrl}/`,
    description: brand.tagline,
    publisher: { '@id': `${publicUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/services?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function collectionPage(publicUrl: string, path: string, name: string, description: string, mainEntity: JsonLd): JsonLd {
  return {
    '@type': 'CollectionPage',
    '@id': absoluteUrl(publicUrl, path),
    url: absoluteUrl(publicUrl, path),
    name,
    description,
    isPartOf: { '@id': `${publicUrl}/#website` },
    mainEntity,
  };
}

export function serviceNode(publicUrl: string, service: Service): JsonLd {
  return {
    '@type': 'Service',
    name: service.name,
    url: absoluteUrl(publicUrl, `/${service.slug}`),
    description: service.description,
    serviceType: service.name,
    category: service.category,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: service.avgPriceMin,
      highPrice: service.avgPriceMax,
    },
  };
}

export function cityNode(publicUrl: string, city: City): JsonLd {
  return {
    '@type': 'City',
    name: city.name,
    url: absoluteUrl(publicUrl, `/city/${city.slug}`),
    geo: { '@type': 'GeoCoordinates', latitude: city.latitude, longitude: city.longitude },
    containedInPlace: { '@type': 'State', name: city.state },
  };
}

export function faqPage(faqs: { question: string; answer: string }[]): JsonLd {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
