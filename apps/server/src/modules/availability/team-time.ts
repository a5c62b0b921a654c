// Whose time a booking takes (decisions.md 9.1): the members eligible for a service, the one a
// request names, and what each member's time holds over a span (bookings and blocks).
import { performs, TEAM_MESSAGES, type HeldTime } from '@booklane/shared/domain';
import { badRequest, notFound } from '../../core/errors';
import type { ActiveMember } from '../services/services.repository';
import type { ServiceRow } from '../services/services.repository';
import type { DbOrTx } from '../../db/client';
import type { Span } from './places';
import type { PlacesRepository } from './places.repository';
import type { TeamRepository } from '../team/team.repository';

/** The active members who perform the service, in the owner's order. */
export function eligibleMembers(
  service: Pick<ServiceRow, 'teamMemberIds'>,
  members: readonly ActiveMember[],
) {
  return members.filter((m) => performs(service, m.id));
}

/**
 * The candidates of a request: the chosen member (404 when they are not an active member of the
 * business, 400 when they do not perform the service), or every eligible one for "anyone".
 */
export function candidates(
  service: Pick<ServiceRow, 'teamMemberIds'>,
  members: readonly ActiveMember[],
  chosen: string | null | undefined,
): ActiveMember[] {
  const eligible = eligibleMembers(service, members);
  if (!chosen) return eligible;
  const id = chosen.toLowerCase();
  const member = members.find((m) => m.id === id);
  if (!member) throw notFound(TEAM_MESSAGES.notFound);
  if (!eligible.includes(member)) throw badRequest(TEAM_MESSAGES.notForService, 'teamMember');
  return [member];
}

/**
 * What each member's time holds over `span`, in one query: their held times (bookings and places
 * held for the waitlist) sorted by start, and the blocks that apply (theirs and the business's).
 * The lists are the caller's to add to. With `lock`, the members' locks are taken first (see
 * TeamRepository.heldAndBlocked).
 */
export async function memberTimes(
  team: TeamRepository,
  businessId: string,
  memberIds: string[],
  span: Span,
  except: string | null,
  tx?: DbOrTx,
  lock = false,
): Promise<Map<string, { held: HeldTime[]; blocks: Array<{ fromMs: number; untilMs: number }> }>> {
  return memberTimesOf(memberIds, await team.heldAndBlocked(memberIds, businessId, span, except, tx, lock));
}

/** `memberTimes` from the rows `TeamRepository.heldAndBlocked` answers (read with another query). */
export function memberTimesOf(
  memberIds: readonly string[],
  rows: Awaited<ReturnType<TeamRepository['heldAndBlocked']>>,
): Map<string, { held: HeldTime[]; blocks: Array<{ fromMs: number; untilMs: number }> }> {
  const times = new Map<string, { held: HeldTime[]; blocks: Array<{ fromMs: number; untilMs: number }> }>();
  for (const id of memberIds) times.set(id, { held: [], blocks: [] });
  for (const row of rows) {
    const time = { fromMs: row.fromMs, untilMs: row.untilMs };
    if (row.session !== null) times.get(row.memberId)?.held.push({ ...time, session: row.session });
    else if (row.memberId === null) for (const t of times.values()) t.blocks.push(time);
    else times.get(row.memberId)?.blocks.push(time);
  }
  for (const t of times.values()) t.held.sort((a, b) => a.fromMs - b.fromMs);
  return times;
}

/**
 * `memberTimes` for an availability answer (no transaction, no lock), read grouped per member
 * (`PlacesRepository.memberTimeLists`): each member's held times come sorted by start in one JSON
 * text, so a busy team's thousands of held times cost one parse per member, not a row object, a
 * copy and a sort each. The same lists as `memberTimes` (held times of the same start may come in
 * another order, which nothing reads).
 */
export async function memberTimesForAnswer(
  places: PlacesRepository,
  businessId: string,
  memberIds: readonly string[],
  span: Span,
  except: string | null,
): Promise<Map<string, { held: HeldTime[]; blocks: Array<{ fromMs: number; untilMs: number }> }>> {
  const times = new Map<string, { held: HeldTime[]; blocks: Array<{ fromMs: number; untilMs: number }> }>();
  for (const id of memberIds) times.set(id, { held: [], blocks: [] });
  const rows = await places.memberTimeLists(memberIds, businessId, span, except);
  for (const row of rows) {
    const blocks = JSON.parse(row.blocks) as Array<{ fromMs: number; untilMs: number }>;
    if (row.memberId === null) {
      // The business's blocks apply to everyone.
      if (blocks.length > 0) for (const t of times.values()) t.blocks.push(...blocks);
      continue;
    }
    const time = times.get(row.memberId);
    if (!time) continue;
    time.held = JSON.parse(row.held) as HeldTime[];
    time.blocks.push(...blocks);
  }
  return times;
}
