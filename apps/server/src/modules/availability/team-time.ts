// Whose time a booking takes (decisions.md 9.1): the members eligible for a service, the one a
// request names, and what each member's time holds over a span (bookings and blocks).
import { performs, TEAM_MESSAGES, type MemberTime } from '@booklane/shared/domain';
import { badRequest, notFound } from '../../core/errors';
import type { ActiveMember } from '../services/services.repository';
import type { ServiceRow } from '../services/services.repository';
import type { DbOrTx } from '../../db/client';
import type { Span } from './places';
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

/** What each member's time holds over `span`: their held bookings and the blocks that apply. */
export async function memberTimes(
  team: TeamRepository,
  businessId: string,
  memberIds: string[],
  span: Span,
  except: string | null,
  tx?: DbOrTx,
): Promise<Map<string, MemberTime>> {
  const held = await team.heldTimes(memberIds, span, except, tx);
  const blocks = await team.blockSpans(businessId, span, tx);
  const times = new Map<
    string,
    { held: MemberTime['held'][number][]; blocks: MemberTime['blocks'][number][] }
  >();
  for (const id of memberIds) times.set(id, { held: [], blocks: [] });
  for (const h of held) times.get(h.memberId)?.held.push(h);
  for (const b of blocks) {
    if (b.memberId === null) for (const t of times.values()) t.blocks.push(b);
    else times.get(b.memberId)?.blocks.push(b);
  }
  return times;
}
