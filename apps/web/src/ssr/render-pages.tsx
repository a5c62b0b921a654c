// The pages rendered on the server (issue 37): the business page and the directory's first page,
// with the same routes and components as the browser's app, rendered by React from the answers the
// server read (the same bytes its API sends), with those answers carried in the page
// (`lib/server-view.ts`) for the browser to hydrate from.
// Built by `vite build --ssr` into dist/ssr/ and loaded by the server (apps/server/src/http).
import type { Business, BusinessReviews, DirectoryPage, Service, TeamMember } from '@booklane/shared/schemas';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appRoutes } from '@/app/router';
import { businessQuery } from '@/entities/business/api/get-business';
import { directoryQueryKey } from '@/entities/business/api/get-directory-page';
import { reviewsKey } from '@/entities/review/api/keys';
import { servicesQuery } from '@/entities/service/api/get-services';
import { teamMembersQuery } from '@/entities/team-member/api/get-team-members';
import { readFilters } from '@/features/directory/filters';
import { createQueryClient } from '@/lib/query-client';
import { PAGE_STATE_ID, setServerView, type ServerView } from '@/lib/server-view';

/** What the page shows, as the API answers it to a visitor who is not signed in. */
export type BusinessPageData = {
  business: Business;
  services: Service[];
  team: TeamMember[];
  /** The first page of reviews (page 1 of REVIEWS_PAGE_SIZE), with the summary. */
  reviews: BusinessReviews;
};

type Rendered = { html: string; state: string };

/** JSON inside a <script>: nothing in it can close the element or start a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The markup of `path` (the business's page, `/{username}`) for the element #root, and the script
 * carrying its data, to put after it. Rendered with `view`'s clock and origin, which the browser
 * uses too while it hydrates.
 */
export function renderBusinessPage(
  path: string,
  data: BusinessPageData,
  view: ServerView,
): Promise<Rendered> {
  return inLine(path, view, (queryClient) => {
    const { business } = data;
    queryClient.setQueryData(businessQuery({ username: business.username }).queryKey, business);
    queryClient.setQueryData(servicesQuery(business._id).queryKey, data.services);
    queryClient.setQueryData(teamMembersQuery(business._id).queryKey, data.team);
    // The reviews are read a page at a time (lib/paged-query.ts): this is the first.
    queryClient.setQueryData([...reviewsKey(business._id), 'public'], {
      pages: [data.reviews],
      pageParams: [1],
    });
  });
}

/**
 * The markup of the directory (`/`) with its first page of results, without filters (the page a
 * link to the site opens), and the script carrying that page.
 */
export function renderDirectoryPage(firstPage: DirectoryPage, view: ServerView): Promise<Rendered> {
  return inLine('/', view, (queryClient) => {
    // Under the key the directory reads with no filter in the address (the app's own default).
    queryClient.setQueryData(directoryQueryKey(readFilters(new URLSearchParams())), {
      pages: [firstPage],
      pageParams: [1],
    });
  });
}

/**
 * One page at a time: the view is the process's while a page renders (lazily loaded parts make
 * the rendering asynchronous), and each page must render with its own.
 */
function inLine(path: string, view: ServerView, fill: (queryClient: QueryClient) => void): Promise<Rendered> {
  const rendered = line.then(() => render(path, view, fill));
  line = rendered.catch(() => undefined);
  return rendered;
}

let line: Promise<unknown> = Promise.resolve();

async function render(
  path: string,
  view: ServerView,
  fill: (queryClient: QueryClient) => void,
): Promise<Rendered> {
  const queryClient = createQueryClient();
  fill(queryClient);

  const handler = createStaticHandler(appRoutes(queryClient));
  const context = await handler.query(new Request(new URL(path, view.origin)));
  if (context instanceof Response) throw new Error(`the route of ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);

  setServerView(view);
  // Everything, lazily loaded parts included (prerender waits for them): a crawler or a visitor
  // without script sees it all.
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson({
    view,
    queries: dehydrate(queryClient),
  })}</script>`;
  queryClient.clear();
  return { html, state };
}
