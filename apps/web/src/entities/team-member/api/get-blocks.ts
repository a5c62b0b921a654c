// GET /businesses/{id}/blocks?from&to (owner, decisions.md 9.1): the time off of the business and
// of its team members that overlaps a range of business-local dates, both inclusive.
import type { Block, BlockListQuery } from '@booklane/shared/schemas';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { blocksKey } from './keys';

export function useBlocks(businessId: string, range: BlockListQuery, enabled = true) {
  return useQuery({
    queryKey: [...blocksKey(businessId), range.from, range.to] as const,
    queryFn: ({ signal }): Promise<Block[]> =>
      callApi('listBlocks', { params: { id: businessId }, query: range }, { signal }),
    enabled,
  });
}

/** After a block was added or removed: every cached range again. */
export async function refreshBlocks(queryClient: QueryClient, businessId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: blocksKey(businessId) });
}
