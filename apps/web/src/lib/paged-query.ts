// A list loaded a page at a time (pages 1, 2, ...) while the last page says there is more: the
// directory and both lists of reviews ("Show more ...").
export const PAGED_QUERY = {
  initialPageParam: 1,
  getNextPageParam: (last: { hasMore: boolean }, pages: readonly unknown[]) =>
    last.hasMore ? pages.length + 1 : undefined,
};
