import { describe, expect, it } from 'vitest';
import {
  memberNameOf,
  membersForService,
  moveItem,
  performsEveryService,
  servicesCountText,
  staffAccessText,
  upcomingBookingsText,
} from './team-member';

describe('team member words', () => {
  it('count services against the business, all of them first', () => {
    expect(servicesCountText(['a', 'b'], ['a', 'b'])).toBe('All services');
    expect(servicesCountText(['a', 'x'], ['a', 'b'])).toBe('1 service');
    expect(servicesCountText(['a', 'b'], ['a', 'b', 'c'])).toBe('2 services');
    expect(servicesCountText([], ['a'])).toBe('No services');
    expect(performsEveryService([], [])).toBe(false);
  });

  it('say whether a member has an account or a link that still works', () => {
    expect(staffAccessText({ hasAccount: true, invitePendingUntil: null })).toBe('Has an account');
    expect(
      staffAccessText({ hasAccount: false, invitePendingUntil: '2026-06-09T08:00:00.000Z' }, 'Europe/Berlin'),
    ).toBe('Invited, link valid until Jun 9, 10:00 AM');
    expect(staffAccessText({ hasAccount: false, invitePendingUntil: null })).toBeNull();
  });

  it('count upcoming bookings', () => {
    expect(upcomingBookingsText(0)).toBe('No upcoming bookings');
    expect(upcomingBookingsText(1)).toBe('1 upcoming booking');
    expect(upcomingBookingsText(4)).toBe('4 upcoming bookings');
  });

  it('name whom a block is for', () => {
    const members = [{ _id: 'm1', name: 'Maya' }];
    expect(memberNameOf(members, null)).toBe('Whole business');
    expect(memberNameOf(members, 'm1')).toBe('Maya');
    expect(memberNameOf(members, 'gone')).toBe('A former team member');
  });

  it('keep the members who perform a service, in order', () => {
    const members = [
      { _id: 'm1', serviceIds: ['s1'] },
      { _id: 'm2', serviceIds: ['s2'] },
      { _id: 'm3', serviceIds: ['s1', 's2'] },
    ];
    expect(membersForService(members, 's1').map((member) => member._id)).toEqual(['m1', 'm3']);
  });
});

describe('moveItem', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
