// Team members and blocks (decisions.md 9.1): who does the work, their hours, and their time off.

import { z } from 'zod';
import {
  BLOCK_SOURCES,
  BLOCK_LIST_RANGE_MAX_DAYS,
  BLOCK_MAX_DAYS,
  BLOCK_NOTE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TEAM_MEMBER_TITLE_MAX_LENGTH,
} from '../domain/constants';
import { TEAM_MESSAGES as T, VALIDATION_MESSAGES as M } from '../domain/messages';
import { dateToDayNumber } from '../domain/time';
import { bookingListResponseSchema } from './booking';
import { dateSchema, emailField, idSchema, instantSchema, requiredText } from './common';
import { busyCalendarSchema } from './busy-calendar';
import { breakHourSchema, breakHoursListSchema, scheduleSchema } from './schedule';

/** A team member as the public page and the booking sheet see them. */
export const teamMemberSchema = z.object({
  _id: idSchema,
  name: z.string(),
  title: z.string(),
  photoUrl: z.string().nullable(),
  /** The services they perform. */
  serviceIds: z.array(idSchema),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** `GET /businesses/{id}/team-members`: the active members, in the owner's order. */
export const teamMemberListSchema = z.array(teamMemberSchema);

/** A team member as their owner manages them. `schedule` null: the business's hours. */
export const managedTeamMemberSchema = teamMemberSchema.extend({
  email: z.string().nullable(),
  schedule: scheduleSchema.nullable(),
  breakHours: z.array(breakHourSchema),
  isActive: z.boolean(),
  position: z.number().int(),
  /** Pending and confirmed bookings from now on. */
  upcomingBookings: z.number().int().min(0),
  /** Whether a staff account is this member (decisions.md 9.2). */
  hasAccount: z.boolean(),
  /** The latest invitation still waiting to be accepted: until when its link works, and where it went. */
  invitePendingUntil: instantSchema.nullable(),
  inviteEmail: z.string().nullable(),
  /** Busy times from the member's other calendar (decisions.md 9.5). */
  busyCalendar: busyCalendarSchema,
});
export type ManagedTeamMember = z.infer<typeof managedTeamMemberSchema>;

export const managedTeamMemberListSchema = z.array(managedTeamMemberSchema);

/** Fields of the add and edit calls; `serviceIds` null or absent on creation: every service. */
const teamMemberFields = {
  name: requiredText(M.nameRequired, NAME_MAX_LENGTH, M.nameTooLong),
  title: z.string().trim().max(TEAM_MEMBER_TITLE_MAX_LENGTH, T.titleTooLong),
  email: z
    .union([z.literal(''), emailField()])
    .nullable()
    .transform((value) => (value ? value : null)),
  schedule: scheduleSchema.nullable(),
  breakHours: breakHoursListSchema,
  serviceIds: z.array(idSchema).max(500).nullable(),
  isActive: z.boolean(),
};

/** `POST /businesses/{id}/team-members`. */
export const createTeamMemberRequestSchema = z.object({
  name: teamMemberFields.name,
  title: teamMemberFields.title.optional().default(''),
  email: teamMemberFields.email.optional().default(null),
  schedule: teamMemberFields.schedule.optional().default(null),
  breakHours: teamMemberFields.breakHours.optional().default([]),
  serviceIds: teamMemberFields.serviceIds.optional().default(null),
  isActive: teamMemberFields.isActive.optional().default(true),
});
export type CreateTeamMemberRequest = z.output<typeof createTeamMemberRequestSchema>;

/** `PUT /team-members/{id}`: any subset of the fields. */
export const updateTeamMemberRequestSchema = z.object(teamMemberFields).partial();
export type UpdateTeamMemberRequest = z.output<typeof updateTeamMemberRequestSchema>;

/** `PUT /businesses/{id}/team-members/order`: every member's id, in the new order. */
export const teamMemberOrderRequestSchema = z.object({
  ids: z.array(idSchema).min(1, T.orderIncomplete).max(500),
});

/** A block: time off of one member, or of the whole business (`teamMember` null). */
export const blockSchema = z.object({
  _id: idSchema,
  teamMember: idSchema.nullable(),
  startsAt: instantSchema,
  endsAt: instantSchema,
  note: z.string(),
  /** `calendar`: a busy time read from the member's other calendar (decisions.md 9.5), changed there. */
  source: z.enum(BLOCK_SOURCES),
});
export type Block = z.infer<typeof blockSchema>;

export const blockListSchema = z.array(blockSchema);

const blockInstant = z.iso.datetime({ offset: true, error: T.instantInvalid });

/** `POST /businesses/{id}/blocks`: ISO 8601 instants with their offset. */
export const createBlockRequestSchema = z
  .object({
    teamMember: idSchema.nullable().optional().default(null),
    startsAt: blockInstant,
    endsAt: blockInstant,
    note: z.string().trim().max(BLOCK_NOTE_MAX_LENGTH, T.blockNoteTooLong).optional().default(''),
  })
  .superRefine((block, ctx) => {
    const start = Date.parse(block.startsAt);
    const end = Date.parse(block.endsAt);
    if (!(end > start)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: T.blockEndBeforeStart });
    else if (end - start > BLOCK_MAX_DAYS * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: T.blockTooLong });
    }
  });
export type CreateBlockRequest = z.output<typeof createBlockRequestSchema>;

/** The answer of a new block: the bookings it lies over, for the owner to move or cancel. */
export const createBlockResponseSchema = z.object({
  block: blockSchema,
  affectedBookings: bookingListResponseSchema,
});

/** `GET /businesses/{id}/blocks?from&to`: business-local dates, both inclusive. */
export const blockListQuerySchema = z
  .object({ from: dateSchema, to: dateSchema })
  .superRefine((range, ctx) => {
    const days = dateToDayNumber(range.to) - dateToDayNumber(range.from) + 1;
    if (days < 1 || days > BLOCK_LIST_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: T.blockRange });
    }
  });
export type BlockListQuery = z.output<typeof blockListQuerySchema>;

// ---- staff accounts (decisions.md 9.2) -------------------------------------------------------

/** `POST /team-members/{id}/invite`: where to send the link; absent, the member's own address. */
export const teamInviteRequestSchema = z.object({
  email: z
    .union([z.literal(''), emailField()])
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type TeamInviteRequest = z.output<typeof teamInviteRequestSchema>;

/**
 * An invitation link's token (`/join/{token}`): the invitation's id and a MAC of it made with the
 * server's secret. Anything else names no invitation (404).
 */
export const teamInviteTokenSchema = z.string().regex(/^[0-9a-fA-F-]{36}\.[A-Za-z0-9_-]{43}$/);

/**
 * Where an invitation stands: `valid` (it can be accepted), `used`, `expired` (its time passed,
 * or the owner withdrew it), `replaced` (a newer one was sent for the same member).
 */
export const TEAM_INVITE_STATES = ['valid', 'used', 'expired', 'replaced'] as const;
export type TeamInviteState = (typeof TEAM_INVITE_STATES)[number];

/** `GET /team-invites/{token}`: what the join page shows. */
export const teamInviteSchema = z.object({
  businessId: idSchema,
  businessName: z.string(),
  memberName: z.string(),
  /** The address it was sent to. */
  email: z.string(),
  expiresAt: instantSchema,
  state: z.enum(TEAM_INVITE_STATES),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;
