// The route table: team members' and blocks' request and response schemas (see ../contract.ts).
import { z } from 'zod';
import { NOT_FOUND_MESSAGES, STAFF_MESSAGES } from '../../domain/messages';
import { myBusinessSchema } from '../../schemas/business';
import { busyCalendarRequestSchema, busyCalendarSchema } from '../../schemas/busy-calendar';
import { messageResponseSchema } from '../../schemas/common';
import {
  blockListQuerySchema,
  blockListSchema,
  createBlockRequestSchema,
  createBlockResponseSchema,
  createTeamMemberRequestSchema,
  managedTeamMemberListSchema,
  managedTeamMemberSchema,
  teamMemberListSchema,
  teamInviteRequestSchema,
  teamInviteSchema,
  teamInviteTokenSchema,
  teamMemberOrderRequestSchema,
  updateTeamMemberRequestSchema,
} from '../../schemas/team';
import { idParam, type OperationContract } from '../contract-kit';
import type { TEAM_OPERATIONS } from './operations';

export const TEAM_CONTRACT = {
  listTeamMembers: {
    params: idParam('id'),
    responses: { 200: teamMemberListSchema },
    notFound: NOT_FOUND_MESSAGES.business,
    cacheable: true,
  },
  listManagedTeamMembers: {
    params: idParam('id'),
    responses: { 200: managedTeamMemberListSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  createTeamMember: {
    params: idParam('id'),
    body: createTeamMemberRequestSchema,
    responses: { 201: managedTeamMemberSchema },
    errors: [409],
    notFound: NOT_FOUND_MESSAGES.business,
  },
  reorderTeamMembers: {
    params: idParam('id'),
    body: teamMemberOrderRequestSchema,
    responses: { 200: managedTeamMemberListSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  updateTeamMember: {
    params: idParam('id'),
    body: updateTeamMemberRequestSchema,
    responses: { 200: managedTeamMemberSchema },
    errors: [409],
    notFound: NOT_FOUND_MESSAGES.teamMember,
  },
  deleteTeamMember: {
    params: idParam('id'),
    responses: { 200: messageResponseSchema },
    errors: [409],
    notFound: NOT_FOUND_MESSAGES.teamMember,
  },
  uploadTeamMemberPhoto: {
    params: idParam('id'),
    body: z.object({ photo: z.file() }),
    bodyType: 'multipart/form-data',
    responses: { 200: managedTeamMemberSchema },
    notFound: NOT_FOUND_MESSAGES.teamMember,
  },
  inviteTeamMember: {
    params: idParam('id'),
    body: teamInviteRequestSchema,
    responses: { 200: managedTeamMemberSchema },
    errors: [409, 429],
    notFound: NOT_FOUND_MESSAGES.teamMember,
  },
  removeTeamMemberAccount: {
    params: idParam('id'),
    responses: { 200: managedTeamMemberSchema },
    notFound: NOT_FOUND_MESSAGES.teamMember,
  },
  getTeamInvite: {
    params: z.object({ token: teamInviteTokenSchema }),
    responses: { 200: teamInviteSchema },
    notFound: STAFF_MESSAGES.inviteInvalid,
  },
  acceptTeamInvite: {
    params: z.object({ token: teamInviteTokenSchema }),
    responses: { 200: myBusinessSchema },
    errors: [409],
    notFound: STAFF_MESSAGES.inviteInvalid,
  },
  getBusyCalendar: {
    params: idParam('id'),
    responses: { 200: busyCalendarSchema },
    notFound: NOT_FOUND_MESSAGES.teamMember,
  },
  setBusyCalendar: {
    params: idParam('id'),
    body: busyCalendarRequestSchema,
    responses: { 200: busyCalendarSchema },
    errors: [429],
    notFound: NOT_FOUND_MESSAGES.teamMember,
  },
  listBlocks: {
    params: idParam('id'),
    query: blockListQuerySchema,
    responses: { 200: blockListSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  createBlock: {
    params: idParam('id'),
    body: createBlockRequestSchema,
    responses: { 201: createBlockResponseSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  deleteBlock: {
    params: idParam('id'),
    responses: { 200: messageResponseSchema },
    errors: [409],
    notFound: NOT_FOUND_MESSAGES.block,
  },
} as const satisfies Record<keyof typeof TEAM_OPERATIONS, OperationContract>;
