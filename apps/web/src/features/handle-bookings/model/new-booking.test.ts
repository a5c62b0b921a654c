import { businessBookingRequestSchema, type Service } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { membersFor, newBookingBody, newBookingDefaults, servicesFor } from './new-booking';

const service = (id: string, fields: Partial<Service> = {}) =>
  ({ _id: id, isActive: true, teamMemberIds: [], bookingType: 'datetime', ...fields }) as Service;
const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';
const maya = { _id: 'maya', serviceIds: [S1] };
const alex = { _id: 'alex', serviceIds: [S1, S2] };

describe('what the new booking dialog offers', () => {
  it("offers the active services, the chosen member's only", () => {
    const services = [service(S1), service(S2), service('off', { isActive: false })];
    expect(servicesFor(services, [maya, alex], null).map((s) => s._id)).toEqual([S1, S2]);
    expect(servicesFor(services, [maya, alex], 'maya').map((s) => s._id)).toEqual([S1]);
  });

  it('offers the members who perform the service', () => {
    expect(membersFor([maya, alex], service(S2, { teamMemberIds: ['alex'] }))).toEqual([alex]);
    expect(membersFor([maya, alex], service(S1))).toEqual([maya, alex]);
  });

  it('starts with the first service booked at a time', () => {
    const flexible = service(S2, { bookingType: 'flexible' });
    expect(
      newBookingDefaults({ date: '2026-03-04', time: null, memberId: null }, [flexible, service(S1)]).service,
    ).toBe(S1);
  });

  it('starts with the clicked time and member', () => {
    expect(
      newBookingDefaults({ date: '2026-03-04', time: '10:30', memberId: 'maya' }, [service(S1)]),
    ).toMatchObject({
      service: S1,
      teamMember: 'maya',
      bookingDate: '2026-03-04',
      startTime: '10:30',
    });
  });
});

describe('what the new booking dialog sends', () => {
  const values = businessBookingRequestSchema.parse({
    service: S1,
    teamMember: null,
    bookingDate: '2026-03-04',
    startTime: '10:30',
    customer: { name: ' Walk-in Wendy ', email: '', phone: '' },
    notes: '',
  });

  it('sends a walk-in without email or phone as a name alone', () => {
    expect(values.customer).toEqual({ name: 'Walk-in Wendy', email: null, phone: null });
  });

  it('leaves out the time a date-only service does not ask for', () => {
    expect(newBookingBody(values, { bookingType: 'date-only' })).toMatchObject({
      bookingDate: '2026-03-04',
      startTime: null,
    });
    expect(newBookingBody(values, { bookingType: 'datetime' }).startTime).toBe('10:30');
  });
});
