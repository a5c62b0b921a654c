// The contract between the server and the web app's page renderer (issue 37): the server reads a
// public page's data through its own API, hands it to the web build's renderer
// (apps/web/src/ssr/render-pages.tsx, built into dist/ssr/), and serves the markup with the data
// in it for the browser to hydrate from. Both sides take these types and names from here.
import type {
  Business,
  BusinessPhoto,
  BusinessReviews,
  DirectoryPage,
  NextFreeTime,
  Service,
  TeamMember,
} from '../schemas';

/** What a business's page shows, as the API answers it to a visitor who is not signed in. */
export type BusinessPageData = {
  business: Business;
  services: Service[];
  team: TeamMember[];
  /** The first page of reviews (page 1 of REVIEWS_PAGE_SIZE), with the summary. */
  reviews: BusinessReviews;
  /** The page's photos and its next free time (docs/decisions/0046). */
  photos: BusinessPhoto[];
  nextFree: NextFreeTime;
};

/** What the server renders with, and the browser hydrates with: its clock (ms) and the site's origin. */
export type PageView = { now: number; origin: string };

/** A rendered page: the markup for the element #root, and the script carrying its data, to put after it. */
export type RenderedPage = { html: string; state: string };

/** The web build's renderer, as the server loads it (the default export of dist/ssr/render-pages.js). */
export type PageRenderer = {
  /** The markup of `path` (`/{username}`, with `?book={serviceId}` when a booking is open). */
  renderBusinessPage(path: string, data: BusinessPageData, view: PageView): Promise<RenderedPage>;
  /** The directory's address as rendered for `/?{search}`, and the API read of its first page. */
  directoryRead(search: string): { location: string; read: string };
  renderDirectoryPage(location: string, firstPage: DirectoryPage, view: PageView): Promise<RenderedPage>;
};

/** The query parameter of a business page that opens a service's booking (`?book={serviceId}`). */
export const BOOK_PARAM = 'book';
