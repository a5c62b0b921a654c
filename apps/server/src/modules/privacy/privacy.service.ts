// Privacy rights (decisions.md 9.6, issue 39, docs/decisions/0042): every account downloads what
// Booklane keeps of it (one JSON document, and its bookings as CSV and iCalendar files) and deletes
// itself after proving it is its owner (the password, or a recent external sign-in).
//
// A deletion first cancels what is still to come through the bookings' own paths, so every
// reaction of a cancellation happens (emails, pushes, waitlist offers, webhooks): a customer's own
// bookings as their cancellation, a business owner's business's bookings as the business's. Then
// one transaction unpublishes the owner's business (its photos, logo and team members' photos go,
// their files once it commits) and makes the account a tombstone: no name, address, phone or
// password, its chats closed, its tokens gone, every session ended. A failure between the two
// leaves a live account whose bookings were cancelled: deleting again finishes.
import {
  BOOKING_STATUS_LABELS,
  NOT_FOUND_MESSAGES,
  PRIVACY_MESSAGES,
  RECENT_SIGN_IN_MINUTES,
  spreadsheetCell,
  todayInZone,
  type CancelledBy,
} from '@booklane/shared/domain';
import type { AccountExport, Booking, DeleteAccountRequest } from '@booklane/shared/schemas';
import { stringify } from 'csv-stringify/sync';
import ical from 'ical-generator';
import type { Clock } from '../../core/clock';
import { AppError, badRequest, forbidden, notFound } from '../../core/errors';
import type { Transact } from '../../db/client';
import { toBookingDto } from '../bookings/booking-dto';
import type { BookingStatusChanges } from '../bookings/booking-status.service';
import type { BookingsRepository, BookingView } from '../bookings/bookings.repository';
import type { BookingSelfService } from '../bookings/self-service.service';
import type { BusinessRow } from '../businesses/businesses.repository';
import type { BusinessesService } from '../businesses/businesses.service';
import { bookingCalendarEvent } from '../notifications/invites';
import { bookingFacts } from '../notifications/payload';
import type { PhotosService } from '../photos/photos.service';
import type { LogoStore } from '../uploads/logo-store';
import type { PublicChanges } from '../public-changes';
import { verifyPassword } from '../users/password';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import type { WaitlistService } from '../waitlist/waitlist.service';
import type { ActiveBooking, PrivacyRepository } from './privacy.repository';

/** A file to send: its name (for `Content-Disposition`) and its text. */
export type AccountFile = { fileName: string; body: string };

export type PrivacyDeps = {
  transact: Transact;
  privacy: PrivacyRepository;
  users: UsersService;
  businesses: BusinessesService;
  bookings: BookingsRepository;
  status: BookingStatusChanges;
  selfService: BookingSelfService;
  /** The person's places in waitlists: left as they leave them, a held place passed on (9.3). */
  waitlist: Pick<WaitlistService, 'listMine' | 'leave'>;
  /** The owner's business's photos go with the account (their files once it is committed). */
  photos: Pick<PhotosService, 'deleteAllOf'>;
  /** Removes a logo or team member photo file (`LogoStore`): those of the owner's business go too. */
  pictures: Pick<LogoStore, 'remove'>;
  changed: PublicChanges;
  publicUrl: string;
  clock: Clock;
  log?: { error(obj: object, msg: string): void };
};

const BOOKINGS_HEADER = [
  'Date',
  'Start',
  'Time zone',
  'Business',
  'Service',
  'Team member',
  'Status',
  'Cancelled by',
  'Price',
  'Currency',
  'Notes',
  'Created',
] as const;

const CANCELLED_BY_LABELS: Record<CancelledBy, string> = { business: 'Business', customer: 'You' };

/** The name of the account's files: `booklane-my-bookings-2027-03-01.csv`. */
const fileName = (what: string, day: string, extension: string) => `booklane-${what}-${day}.${extension}`;

export class PrivacyService {
  constructor(private readonly deps: PrivacyDeps) {}

  // ---- the export ---------------------------------------------------------------------------

  /** `GET /users/me/export`: the profile, the business (an owner's), bookings, reviews and chats. */
  async export(user: UserRow): Promise<AccountExport> {
    const { privacy } = this.deps;
    const business = await this.ownedBusiness(user);
    const [profile, bookings, reviews, chats] = await Promise.all([
      this.deps.users.profile(user),
      this.bookingsOf(user),
      privacy.reviewsOf(user.id),
      privacy.chatsOf(user.id, business?.id ?? null),
    ]);
    const messages = await privacy.messagesOf(chats.map((c) => c.id));
    return {
      exportedAt: this.deps.clock().toISOString(),
      profile,
      business: business
        ? {
            _id: business.id,
            name: business.name,
            username: business.username,
            email: business.email,
            phone: business.phone,
            address: business.address,
            description: business.description,
            createdAt: business.createdAt.toISOString(),
          }
        : null,
      bookings: bookings.map(toBookingDto),
      reviews: reviews.map((r) => ({
        _id: r.id,
        bookingId: r.bookingId,
        business: { _id: r.businessId, name: r.businessName },
        rating: r.rating,
        text: r.text,
        answer: r.answerText,
        createdAt: r.createdAt.toISOString(),
      })),
      chats: chats.map((c) => ({
        _id: c.id,
        business: { _id: c.businessId, name: c.businessName },
        customer: { _id: c.customerId, name: c.customerName },
        createdAt: c.createdAt.toISOString(),
        messages: messages
          .filter((m) => m.chatId === c.id)
          .map((m) => ({
            _id: m.id,
            senderType: m.senderType,
            content: m.content,
            createdAt: m.createdAt.toISOString(),
          })),
      })),
    };
  }

  /** The name the JSON export is saved under. */
  exportFileName(): string {
    return fileName('my-data', this.today(), 'json');
  }

  /** `GET /users/me/bookings.csv`: the account's bookings, one row each, in the business's time. */
  async bookingsCsv(user: UserRow): Promise<AccountFile> {
    const rows = (await this.bookingsOf(user)).map(toBookingDto).map((b: Booking) => {
      const price = b.service?.price ?? null;
      return [
        b.bookingDate,
        b.startTime,
        b.business.timezone,
        b.business.name,
        b.service?.name ?? null,
        b.teamMember?.name ?? null,
        BOOKING_STATUS_LABELS[b.status],
        b.cancelledBy ? CANCELLED_BY_LABELS[b.cancelledBy] : null,
        price === null ? null : price.toFixed(2),
        price === null ? null : (b.business.customCurrency ?? b.business.currency),
        b.notes,
        b.createdAt,
      ];
    });
    const body = stringify([[...BOOKINGS_HEADER], ...rows], {
      bom: true,
      record_delimiter: 'windows',
      quote_record_delimiter: true,
      cast: { string: (text) => spreadsheetCell(text) },
    });
    return { fileName: fileName('my-bookings', this.today(), 'csv'), body };
  }

  /** `GET /users/me/bookings.ics`: the account's dated bookings as calendar events (invites' UIDs). */
  async bookingsIcs(user: UserRow): Promise<AccountFile> {
    const views = await this.bookingsOf(user);
    const businesses = new Map<string, BusinessRow>();
    for (const id of new Set(views.map((v) => v.business.id))) {
      const row = await this.deps.businesses.findById(id);
      if (row) businesses.set(id, row);
    }
    const now = this.deps.clock();
    const calendar = ical({
      prodId: { company: 'Booklane', product: 'Booklane', language: 'EN' },
      name: 'My bookings (Booklane)',
    });
    for (const view of views) {
      const business = businesses.get(view.business.id);
      if (!business) continue;
      const event = bookingCalendarEvent(bookingFacts(view.booking, business, view.customer), {
        publicUrl: this.deps.publicUrl,
        now,
        cancelled: view.booking.status === 'cancelled',
      });
      if (event) calendar.createEvent(event);
    }
    return { fileName: fileName('my-bookings', this.today(), 'ics'), body: calendar.toString() };
  }

  private async bookingsOf(user: UserRow): Promise<BookingView[]> {
    return this.deps.bookings.viewsOf(await this.deps.privacy.bookingIdsOf(user.id));
  }

  private async ownedBusiness(user: UserRow): Promise<BusinessRow | undefined> {
    return user.role === 'business' ? this.deps.businesses.findByOwner(user.id) : undefined;
  }

  private today(): string {
    return todayInZone(this.deps.clock(), 'UTC');
  }

  // ---- the deletion -------------------------------------------------------------------------

  /**
   * `DELETE /users/me`: the password (or a sign-in within the last minutes for an account
   * without one) proves it is the owner; a wrong one changes nothing.
   */
  async deleteAccount(
    user: UserRow,
    input: DeleteAccountRequest,
    session: { signedInAt: Date | null },
  ): Promise<void> {
    await this.checkProof(user, input.password, session.signedInAt);
    const { privacy, clock } = this.deps;
    const business = await this.ownedBusiness(user);

    // What is still to come is cancelled as a cancellation always is, with its emails.
    if (business) {
      for (const booking of this.upcoming(await privacy.activeBookings({ businessId: business.id }))) {
        await this.tolerating('conflict', { bookingId: booking.id }, () =>
          this.deps.status.change(user, booking.id, 'cancelled', PRIVACY_MESSAGES.businessClosedReason),
        );
      }
    }
    for (const booking of this.upcoming(await privacy.activeBookings({ customerId: user.id }))) {
      await this.tolerating('conflict', { bookingId: booking.id }, () =>
        this.deps.selfService.cancelForDeletedAccount(user, booking.id),
      );
    }

    // Their places in line go as when they leave: a place held for them is offered to the next.
    for (const entry of await this.deps.waitlist.listMine(user)) {
      await this.tolerating('not_found', { entryId: entry._id }, () =>
        this.deps.waitlist.leave(user, entry._id),
      );
    }

    const { serviceIds, removePhotoFiles, pictures } = await this.deps.transact(async (tx) => {
      if (!(await privacy.lockLiveUser(user.id, tx))) throw notFound(NOT_FOUND_MESSAGES.user);
      const now = clock();
      const offline = business ? await privacy.unpublishBusiness(business.id, now, tx) : [];
      const photoFiles = business ? await this.deps.photos.deleteAllOf(business.id, tx) : null;
      const pictures = business ? await privacy.clearPictures(business.id, tx) : [];
      await privacy.anonymise(
        user.id,
        business?.id ?? null,
        { name: PRIVACY_MESSAGES.deletedAccountName, now },
        tx,
      );
      return { serviceIds: offline, removePhotoFiles: photoFiles, pictures };
    });

    if (business) {
      // The account is gone either way: a file left behind is logged, not an error of the deletion.
      const stayed = (err: unknown) =>
        this.deps.log?.error({ err, businessId: business.id }, 'photo files of a deleted account stayed');
      await removePhotoFiles?.().catch(stayed);
      for (const url of pictures) await this.deps.pictures.remove(url).catch(stayed);
      await this.deps.changed.business(business.id);
      for (const serviceId of serviceIds) await this.deps.changed.service(business.id, serviceId);
    }
    // Its open screens close, as after a new password.
    const tombstone = await this.deps.users.findById(user.id);
    if (tombstone) await this.deps.users.sessionsEnded(tombstone);
  }

  /** The bookings not yet begun (a date-less one is always to come), in the business's zone. */
  private upcoming(active: ActiveBooking[]): ActiveBooking[] {
    const now = this.deps.clock();
    return active.filter((b) => {
      if (b.startsAt) return b.startsAt.getTime() > now.getTime();
      if (b.bookingDate) return b.bookingDate >= todayInZone(now, b.timezone);
      return true;
    });
  }

  /**
   * One step of what is still to come, undone before the account is: a booking that changed
   * meanwhile (409: already cancelled, completed) or a waitlist entry that left the line (404:
   * booked, expired) is left as it is. Anything else stops the deletion before the account is
   * touched.
   */
  private async tolerating(
    expected: 'conflict' | 'not_found',
    what: { bookingId: string } | { entryId: string },
    step: () => Promise<unknown>,
  ): Promise<void> {
    try {
      await step();
    } catch (err) {
      if (err instanceof AppError && err.code === expected) {
        this.deps.log?.error({ err, ...what }, 'a step of an account deletion found it done already');
        return;
      }
      throw err;
    }
  }

  private async checkProof(user: UserRow, password: string | undefined, signedInAt: Date | null) {
    if (user.passwordHash) {
      if (!password) {
        throw badRequest(PRIVACY_MESSAGES.deletePasswordRequired, [
          { path: 'password', message: PRIVACY_MESSAGES.deletePasswordRequired },
        ]);
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw badRequest(PRIVACY_MESSAGES.deletePasswordWrong, [
          { path: 'password', message: PRIVACY_MESSAGES.deletePasswordWrong },
        ]);
      }
      return;
    }
    const recent = this.deps.clock().getTime() - RECENT_SIGN_IN_MINUTES * 60_000;
    if (!signedInAt || signedInAt.getTime() < recent)
      throw forbidden(PRIVACY_MESSAGES.deleteNeedsRecentSignIn);
  }
}
