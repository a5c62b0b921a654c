// The pages rendered on the server (issue 37): the business page and the directory's first page,
// with the same routes and components as the browser's app, rendered by React from the answers the
// server read (the same bytes its API sends), with those answers carried in the page
// (`lib/server-view.ts`) for the browser to hydrate from.
// Built by `vite build --ssr` into dist/ssr/ and loaded by the server (apps/server/src/http).
import type { BusinessPageData, PageRenderer, PageView, RenderedPage } from '@booklane/shared/pages';
import type { DirectoryPage } from '@booklane/shared/schemas';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appRoutes } from '@/app/router';
import { businessQuery } from '@/entities/business/api/get-business';
import { nextFreeQuery } from '@/entities/business/api/get-next-free';
import { businessPhotosQuery } from '@/entities/business-photo/api/get-business-photos';
import { directoryPageQuery, directoryQueryKey } from '@/entities/business/api/get-directory-page';
import { reviewsKey } from '@/entities/review/api/keys';
import { servicesQuery } from '@/entities/service/api/get-services';
import { teamMembersQuery } from '@/entities/team-member/api/get-team-members';
import { readFilters, searchedFilters, writeFilters } from '@/features/directory/filters';
import { apiUrl } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { PAGE_STATE_ID, setServerView } from '@/lib/server-view';

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
function renderBusinessPage(path: string, data: BusinessPageData, view: PageView): Promise<RenderedPage> {
  return inLine(path, view, (queryClient) => {
    const { business } = data;
    queryClient.setQueryData(businessQuery({ username: business.username }).queryKey, business);
    queryClient.setQueryData(servicesQuery(business._id).queryKey, data.services);
    queryClient.setQueryData(teamMembersQuery(business._id).queryKey, data.team);
    queryClient.setQueryData(businessPhotosQuery(business._id).queryKey, data.photos);
    queryClient.setQueryData(nextFreeQuery(business._id).queryKey, data.nextFree);
    // The reviews are read a page at a time (lib/paged-query.ts): this is the first.
    queryClient.setQueryData([...reviewsKey(business._id), 'public'], {
      pages: [data.reviews],
      pageParams: [1],
    });
  });
}

/**
 * The directory as `/?{search}` (the address's query, maybe empty) shows it: the address the
 * server renders, and the read of its first page of results (`GET /api/directory` with the
 * address's filters, as the app asks it). A search sent by the form before the script runs (or
 * without it) is rendered so.
 */
function directoryRead(search: string): { location: string; read: string } {
  const filters = readFilters(new URLSearchParams(search));
  const query = writeFilters(filters).toString();
  return {
    location: query ? `/?${query}` : '/',
    read: apiUrl('listDirectoryPage', { query: directoryPageQuery(searchedFilters(filters), 1) }),
  };
}

/**
 * The markup of the directory at `location` (from `directoryRead`) with `firstPage`, its first page
 * of results, and the script carrying that page.
 */
function renderDirectoryPage(
  location: string,
  firstPage: DirectoryPage,
  view: PageView,
): Promise<RenderedPage> {
  return inLine(location, view, (queryClient) => {
    // Under the key the directory reads for the address's filters (features/directory).
    const filters = searchedFilters(readFilters(new URL(location, view.origin).searchParams));
    queryClient.setQueryData(directoryQueryKey(filters), { pages: [firstPage], pageParams: [1] });
  });
}

/**
 * One page at a time: the view is the process's while a page renders (lazily loaded parts make
 * the rendering asynchronous), and each page must render with its own.
 */
function inLine(
  path: string,
  view: PageView,
  fill: (queryClient: QueryClient) => void,
): Promise<RenderedPage> {
  const rendered = line.then(() => render(path, view, fill));
  line = rendered.catch(() => undefined);
  return rendered;
}

let line: Promise<unknown> = Promise.resolve();

async function render(
  path: string,
  view: PageView,
  fill: (queryClient: QueryClient) => void,
): Promise<RenderedPage> {
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
    // Every Suspense boundary in place, in the order of the page (lib/deferred.tsx puts the parts
    // that load later in their own): past this many bytes React would move a boundary's content
    // to the end of the page with an inline script to put it back, which the page's Content
    // Security Policy (script-src 'self') does not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson({
    view,
    queries: dehydrate(queryClient),
  })}</script>`;
  queryClient.clear();
  return { html, state };
}

/** What the server loads (apps/server/src/http/rendered-pages.ts): the contract of @booklane/shared/pages. */
const pageRenderer: PageRenderer = { renderBusinessPage, directoryRead, renderDirectoryPage };
export default pageRenderer;
