// Ready availability answers of this process (decisions.md 8.4, docs/decisions/0017): many
// visitors of one business page ask for the same service and range, and the answer only changes
// when a booking, the hours or a service change (this process hears those at once and drops the
// service's answers) or as time passes (an answer is keyed by the second it was computed in, so
// it lives at most a second: also the longest another process's change goes unseen here).
import type { ServiceAvailability } from '@booklane/shared';

/** Answers kept per service at most (ranges and excluded bookings differ per visitor). */
const MAX_PER_SERVICE = 64;

type Entry = { second: number; answer: ServiceAvailability };

export class AvailabilityCache {
  private readonly byService = new Map<string, { businessId: string; answers: Map<string, Entry> }>();

  /** The answer computed for `key` in the same second of the app clock, if any. */
  get(serviceId: string, key: string, now: Date): ServiceAvailability | undefined {
    const entry = this.byService.get(serviceId)?.answers.get(key);
    return entry && entry.second === Math.floor(now.getTime() / 1000) ? entry.answer : undefined;
  }

  set(serviceId: string, businessId: string, key: string, now: Date, answer: ServiceAvailability): void {
    let group = this.byService.get(serviceId);
    if (!group) {
      group = { businessId, answers: new Map() };
      this.byService.set(serviceId, group);
    }
    if (group.answers.size >= MAX_PER_SERVICE) group.answers.clear();
    group.answers.set(key, { second: Math.floor(now.getTime() / 1000), answer });
  }

  /** Something changed what a service (or, with null, every service of the business) can take. */
  invalidate(businessId: string, serviceId: string | null): void {
    if (serviceId) {
      this.byService.delete(serviceId);
      return;
    }
    for (const [id, group] of this.byService) if (group.businessId === businessId) this.byService.delete(id);
  }
}
