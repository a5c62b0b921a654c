// The <head> of the public pages as the server sends them (docs/decisions/0021): a title, a
// description, the canonical address, Open Graph and Twitter card tags for link previews, and
// schema.org JSON-LD for search engines. The React app still renders the page; these only have
// to be right before any script runs.
import {
  CATEGORY_OPTIONS,
  dayIntervals,
  effectiveSchedule,
  WEEKDAYS,
  weekdayLabel,
  type Category,
} from '@booklane/shared/domain';
import { type Business, type BusinessRating, type Service } from '@booklane/shared/schemas';

export const SITE_NAME = 'Booklane';
const SITE_DESCRIPTION = 'Find local businesses and book appointments online.';
const DESCRIPTION_MAX = 200;

export type PageHead = {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical?: string;
  /** Absolute URL of the link-preview image. */
  image?: string;
  type?: 'website' | 'business.business';
  jsonLd?: object;
  /** Not for search engines (a page that does not exist). */
  noindex?: boolean;
};

/** Text for an HTML attribute or element: nothing in it can end the tag. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside <script type="application/ld+json">: no `</script>` or comment can close it early. */
function scriptJson(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The head's tags, in the order they are inserted. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  const og: Array<[string, string | undefined]> = [
    ['og:site_name', SITE_NAME],
    ['og:type', head.type ?? 'website'],
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:url', head.canonical],
    ['og:image', head.image],
  ];
  for (const [property, content] of og) {
    if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  }
  tags.push(`<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`);
  tags.push(`<meta name="twitter:title" content="${escapeHtml(head.title)}" />`);
  tags.push(`<meta name="twitter:description" content="${escapeHtml(head.description)}" />`);
  if (head.image) tags.push(`<meta name="twitter:image" content="${escapeHtml(head.image)}" />`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

// ---- the pages ---------------------------------------------------------------------------------

export function directoryHead(publicUrl: string): PageHead {
  return {
    title: `${SITE_NAME} · Book local businesses`,
    description: SITE_DESCRIPTION,
    canonical: `${publicUrl}/`,
    image: `${publicUrl}/og-card.png`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${publicUrl}/`,
      description: SITE_DESCRIPTION,
    },
  };
}

export function notFoundHead(): PageHead {
  return { title: `Business not found · ${SITE_NAME}`, description: SITE_DESCRIPTION, noindex: true };
}

/** An address that is no page of the app (`/customer/foo/bar`): the app's not-found page. */
export function pageNotFoundHead(): PageHead {
  return { title: `Page not found · ${SITE_NAME}`, description: SITE_DESCRIPTION, noindex: true };
}

/** The page of any other address: the app names it once it runs. */
export function appHead(): PageHead {
  return { title: SITE_NAME, description: SITE_DESCRIPTION };
}

/** The closest schema.org type of each category (all of them kinds of LocalBusiness). */
const SCHEMA_TYPES: Readonly<Record<Category, string>> = {
  salon: 'HairSalon',
  spa: 'DaySpa',
  health: 'MedicalBusiness',
  fitness: 'ExerciseGym',
  automotive: 'AutoRepair',
  education: 'LocalBusiness',
  professional: 'ProfessionalService',
  other: 'LocalBusiness',
};

const categoryLabel = (category: Category) =>
  CATEGORY_OPTIONS.find((option) => option.value === category)?.label ?? category;

/** The address of a business's public page. */
export function businessPageUrl(publicUrl: string, business: Pick<Business, 'username'>): string {
  return `${publicUrl}/${business.username}`;
}

/** An uploaded logo's absolute address (stored as a path on this server, or already absolute). */
function absolute(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function businessHead(
  business: Business,
  services: readonly Service[],
  publicUrl: string,
  today: string,
  rating: BusinessRating = NO_RATING,
): PageHead {
  const url = businessPageUrl(publicUrl, business);
  const offered = services.filter((s) => s.isActive);
  const description = clip(
    business.description ||
      `${categoryLabel(business.category)} at ${business.address}.${
        offered.length ? ` Book ${offered.map((s) => s.name).join(', ')} online.` : ' Book online.'
      }`,
  );
  const image = business.logo
    ? absolute(publicUrl, business.logo)
    : `${publicUrl}/og/${encodeURIComponent(business.username)}.png`;
  return {
    title: `${business.name} · ${SITE_NAME}`,
    description,
    canonical: url,
    image,
    type: 'business.business',
    jsonLd: businessJsonLd(business, offered, url, image, today, rating),
  };
}

/** schema.org LocalBusiness (or a closer type) with hours, closures and offers. */
function businessJsonLd(
  business: Business,
  services: readonly Service[],
  url: string,
  image: string,
  today: string,
  rating: BusinessRating,
): object {
  const schedule = effectiveSchedule({ hasCustomSchedule: false }, business);
  // One specification per interval: a split shift is two (schema.org's way of saying it).
  const openingHoursSpecification = WEEKDAYS.filter((day) => schedule[day].isOpen).flatMap((day) =>
    dayIntervals(schedule[day]).map((interval) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${weekdayLabel(day)}`,
      opens: interval.start,
      closes: interval.end,
    })),
  );
  const specialOpeningHoursSpecification = business.dateOverrides
    .filter((override) => override.date >= today)
    .map((override) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: override.date,
      validThrough: override.date,
      // A closed day is opens = closes = 00:00 (schema.org's way of saying closed).
      opens: override.closed ? '00:00' : override.start,
      closes: override.closed ? '00:00' : override.end,
    }));
  const currency = business.currency === 'other' ? undefined : business.currency;
  const makesOffer = services.map((service) => ({
    '@type': 'Offer',
    itemOffered: {
      '@type': 'Service',
      name: service.name,
      ...(service.description ? { description: clip(service.description) } : {}),
    },
    ...(service.hasPricing && service.price !== undefined && service.price !== null
      ? { price: service.price.toFixed(2), ...(currency ? { priceCurrency: currency } : {}) }
      : {}),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[business.category],
    '@id': url,
    name: business.name,
    url,
    image,
    ...(business.description ? { description: clip(business.description, 500) } : {}),
    address: { '@type': 'PostalAddress', streetAddress: business.address },
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.email ? { email: business.email } : {}),
    ...(openingHoursSpecification.length ? { openingHoursSpecification } : {}),
    ...(specialOpeningHoursSpecification.length ? { specialOpeningHoursSpecification } : {}),
    ...(makesOffer.length ? { makesOffer } : {}),
    // Only once there are reviews: a rating of nothing is no rating (issue 22).
    ...(rating.average !== null && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average.toFixed(1),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

const NO_RATING: BusinessRating = { average: null, count: 0 };
