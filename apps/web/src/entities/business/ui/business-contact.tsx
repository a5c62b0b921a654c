// The business page's contact details (spec section 2), after its services on every screen (issue 39
// item 2: on a phone the services come first): public page URL, phone, email, address with a map
// link built from it (OpenStreetMap's search, new tab), and the outbound View on Maps / Website /
// Facebook / Instagram buttons (new tab, only when set).
import { publicPageLink } from '@booklane/shared/domain';
import { type Business } from '@booklane/shared/schemas';
import { useId, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import {
  ExternalLinkIcon,
  FacebookIcon,
  GlobeIcon,
  InstagramIcon,
  LinkIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
} from '@/components/ui/icons';
import { usePageOrigin } from '@/lib/server-view';

/**
 * Contact links are 44 px tall touch targets on phones, plain text lines from `sm` up; a long
 * address breaks anywhere rather than widening the page.
 */
const CONTACT_LINK = 'inline-flex min-h-11 items-center wrap-anywhere hover:underline sm:inline sm:min-h-0';

/** The address looked up on OpenStreetMap (no key, no tracking script: a plain link). */
function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.trim())}`;
}

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2.5 text-sm text-slate-700 sm:items-start">
      <span className="shrink-0 text-slate-400 sm:mt-0.5">{icon}</span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

function Outbound({ href, label, icon }: { href: string | null; label: string; icon: ReactNode }) {
  if (!href || !/^https?:\/\//i.test(href)) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'sm')}>
      {icon}
      {label}
      <ExternalLinkIcon className="h-3.5 w-3.5 text-slate-400" title="(opens in a new tab)" />
    </a>
  );
}

export function BusinessContact({ business }: { business: Business }) {
  const headingId = useId();
  // The page is rendered on the server too: until hydration is done, its origin.
  const pageUrl = publicPageLink(usePageOrigin(), business.username);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white px-5 py-5 shadow-sm sm:px-8"
      data-testid="business-contact"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Contact
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        <Detail icon={<LinkIcon className="h-4 w-4" />}>
          <a href={pageUrl} className={`${CONTACT_LINK} font-medium text-indigo-700`}>
            {pageUrl}
          </a>
        </Detail>
        {business.phone ? (
          <Detail icon={<PhoneIcon className="h-4 w-4" />}>
            <a
              href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}
              className={`${CONTACT_LINK} hover:text-indigo-700`}
            >
              {business.phone}
            </a>
          </Detail>
        ) : null}
        {business.email ? (
          <Detail icon={<MailIcon className="h-4 w-4" />}>
            <a href={`mailto:${business.email}`} className={`${CONTACT_LINK} hover:text-indigo-700`}>
              {business.email}
            </a>
          </Detail>
        ) : null}
        {business.address ? (
          <Detail icon={<MapPinIcon className="h-4 w-4" />}>
            {business.address}{' '}
            <a
              href={mapSearchUrl(business.address)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1 font-medium text-indigo-700 hover:underline sm:min-h-0"
              data-testid="map-link"
            >
              Show on map
              <ExternalLinkIcon className="h-3.5 w-3.5" title="(opens in a new tab)" />
            </a>
          </Detail>
        ) : null}
      </ul>

      {business.locationLink || business.websiteLink || business.facebookLink || business.instagramLink ? (
        <div className="mt-5 flex flex-wrap gap-2">
          <Outbound
            href={business.locationLink}
            label="View on Maps"
            icon={<MapPinIcon className="h-4 w-4" />}
          />
          <Outbound href={business.websiteLink} label="Website" icon={<GlobeIcon className="h-4 w-4" />} />
          <Outbound
            href={business.facebookLink}
            label="Facebook"
            icon={<FacebookIcon className="h-4 w-4" />}
          />
          <Outbound
            href={business.instagramLink}
            label="Instagram"
            icon={<InstagramIcon className="h-4 w-4" />}
          />
        </div>
      ) : null}
    </section>
  );
}
