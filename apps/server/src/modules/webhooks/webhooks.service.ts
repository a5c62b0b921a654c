// Webhooks (decisions.md 9.5, docs/decisions/0038): a business's owner points events at addresses
// of theirs; each event becomes a delivery row per listening webhook, written in the transaction
// of the change that caused it, and the delivery worker (delivery-worker.ts) signs and sends it.
// Only the owner sees or changes a business's webhooks; an address must be public (unless the
// operator allows private ones, WEBHOOKS_ALLOW_PRIVATE), checked when saved and at every send.
import { randomBytes } from 'node:crypto';
import {
  INTEGRATION_MESSAGES as I,
  NOT_FOUND_MESSAGES,
  WEBHOOK_DELIVERIES_LISTED,
  WEBHOOK_TEST_EVENT,
  WEBHOOKS_MAX,
  type WebhookEvent,
} from '@booklane/shared/domain';
import type {
  CreateWebhookRequest,
  UpdateWebhookRequest,
  Webhook,
  WebhookDelivery,
  WebhookWithSecret,
} from '@booklane/shared/schemas';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import { badRequest, conflict, notFound, tooMany } from '../../core/errors';
import type { RateLimit } from '../../core/limits/rate-limit';
import { assertPublicUrl, OutboundError } from '../../core/outbound/public-http';
import type { DbOrTx, Transact } from '../../db/client';
import type { AccessService } from '../access/access.service';
import { toDeliveryDto, toWebhookDto } from './webhook-dto';
import type { WebhookRow, WebhooksRepository } from './webhooks.repository';

/** Secret bytes: Standard Webhooks asks for 24 to 64. */
const SECRET_BYTES = 32;

/** A new signing secret in the Standard Webhooks form: `whsec_` and base64 of random bytes. */
const newSecret = () => `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;

/** The body of every delivery (the contract's `WebhookPayload`). */
export const webhookPayload = (type: string, at: Date, data: unknown) => ({
  type,
  timestamp: at.toISOString(),
  data,
});

export class WebhooksService {
  constructor(
    private readonly deps: {
      transact: Transact;
      webhooks: WebhooksRepository;
      access: Pick<AccessService, 'requireAccess'>;
      /** Test events per webhook. */
      tests: RateLimit;
      /** true: loopback and private addresses may be targets (WEBHOOKS_ALLOW_PRIVATE). */
      allowPrivate: boolean;
      /** After a commit that wrote deliveries: the worker of this process starts on them. */
      wake: () => void;
      clock: Clock;
    },
  ) {}

  // ---- the owner's webhooks ------------------------------------------------------------------

  /** `GET /businesses/{id}/webhooks`. */
  async list(user: Caller, businessId: string): Promise<Webhook[]> {
    await this.deps.access.requireAccess(user, 'business.webhooks', businessId);
    const rows = await this.deps.webhooks.listByBusiness(businessId);
    return rows.map((row) => toWebhookDto(row, row.last));
  }

  /** `POST /businesses/{id}/webhooks`: at most WEBHOOKS_MAX per business (409 beyond). */
  async create(user: Caller, businessId: string, input: CreateWebhookRequest): Promise<WebhookWithSecret> {
    await this.deps.access.requireAccess(user, 'business.webhooks', businessId);
    await this.checkUrl(input.url);
    const { webhooks, transact, clock } = this.deps;
    const row = await transact(async (tx) => {
      await webhooks.lockBusiness(businessId, tx);
      if ((await webhooks.countByBusiness(businessId, tx)) >= WEBHOOKS_MAX) throw conflict(I.webhooksTooMany);
      const now = clock();
      return webhooks.insert(
        {
          businessId,
          url: input.url,
          events: input.events,
          secret: newSecret(),
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
    });
    return { ...toWebhookDto(row, null), secret: row.secret };
  }

  /** `PUT /webhooks/{id}`: its address, its events, or paused (`isActive: false`). */
  async update(user: Caller, id: string, input: UpdateWebhookRequest): Promise<Webhook> {
    await this.deps.access.requireAccess(user, 'webhook.manage', id);
    if (input.url !== undefined) await this.checkUrl(input.url);
    const row = await this.deps.webhooks.update(id, {
      ...(input.url !== undefined && { url: input.url }),
      ...(input.events !== undefined && { events: input.events }),
      ...(input.isActive !== undefined && { isActive: input.isActive }),
      updatedAt: this.deps.clock(),
    });
    if (!row) throw notFound(NOT_FOUND_MESSAGES.webhook);
    // Resumed: what waited while it was paused goes out now.
    if (input.isActive) this.deps.wake();
    return this.dto(row);
  }

  /** `DELETE /webhooks/{id}`: its deliveries, sent or due, go with it. */
  async remove(user: Caller, id: string): Promise<{ message: string }> {
    await this.deps.access.requireAccess(user, 'webhook.manage', id);
    if (!(await this.deps.webhooks.delete(id))) throw notFound(NOT_FOUND_MESSAGES.webhook);
    return { message: 'Webhook removed' };
  }

  /** `POST /webhooks/{id}/secret`: a new secret signs every delivery from now on. */
  async rotateSecret(user: Caller, id: string): Promise<WebhookWithSecret> {
    await this.deps.access.requireAccess(user, 'webhook.manage', id);
    const row = await this.deps.webhooks.update(id, { secret: newSecret(), updatedAt: this.deps.clock() });
    if (!row) throw notFound(NOT_FOUND_MESSAGES.webhook);
    return { ...(await this.dto(row)), secret: row.secret };
  }

  /** `GET /webhooks/{id}/deliveries`: the latest, newest first. */
  async deliveries(user: Caller, id: string): Promise<{ deliveries: WebhookDelivery[] }> {
    await this.deps.access.requireAccess(user, 'webhook.manage', id);
    const rows = await this.deps.webhooks.listDeliveries(id, WEBHOOK_DELIVERIES_LISTED);
    return { deliveries: rows.map(toDeliveryDto) };
  }

  /**
   * `POST /webhooks/{id}/test`: queues a `webhook.test` event for this webhook alone, sent and
   * logged like any other (a paused webhook sends it once resumed). A few a minute per webhook.
   */
  async test(user: Caller, id: string): Promise<{ delivery: WebhookDelivery }> {
    await this.deps.access.requireAccess(user, 'webhook.manage', id);
    const wait = await this.deps.tests.hit(id);
    if (wait > 0) throw tooMany(wait);
    const now = this.deps.clock();
    const payload = webhookPayload(WEBHOOK_TEST_EVENT, now, { message: I.webhookTestEvent, webhook: id });
    const [row] = await this.deps.webhooks.insertDeliveries([
      { webhookId: id, event: WEBHOOK_TEST_EVENT, payload, sendAfter: now, createdAt: now },
    ]);
    this.deps.wake();
    return { delivery: toDeliveryDto(row!) };
  }

  // ---- events (inside the transaction of their cause) ---------------------------------------

  /**
   * An event of the business: a delivery per active webhook that listens to it, written in `tx`.
   * `data` (the contract's object now) is read only when some webhook listens, so a business
   * without webhooks pays one index probe. Answers how many were written; the caller wakes the
   * worker after its commit (`wake`).
   */
  async queue(
    tx: DbOrTx,
    businessId: string,
    event: WebhookEvent,
    data: () => Promise<object | undefined> | object | undefined,
  ): Promise<number> {
    const listeners = await this.deps.webhooks.listeners(businessId, event, tx);
    if (listeners.length === 0) return 0;
    const body = await data();
    if (body === undefined) return 0;
    const now = this.deps.clock();
    const payload = webhookPayload(event, now, body);
    const rows = await this.deps.webhooks.insertDeliveries(
      listeners.map((webhookId) => ({ webhookId, event, payload, sendAfter: now, createdAt: now })),
      tx,
    );
    return rows.length;
  }

  /** After a commit that wrote deliveries: this process's worker starts on them at once. */
  wake(): void {
    this.deps.wake();
  }

  // ---- helpers --------------------------------------------------------------------------------

  private async dto(row: WebhookRow): Promise<Webhook> {
    const last = await this.deps.webhooks.lastDeliveries([row.id]);
    return toWebhookDto(row, last.get(row.id) ?? null);
  }

  /**
   * A target must be a public http(s) address (400 on `url` otherwise). A host that does not
   * resolve right now is accepted: DNS may be down for a moment, and every send checks again.
   */
  private async checkUrl(url: string): Promise<void> {
    try {
      await assertPublicUrl(url, this.deps.allowPrivate);
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err;
      if (err.reason === 'private-address') throw badRequest(I.privateAddress, 'url');
      if (err.reason === 'invalid-url') throw badRequest(I.webhookUrlInvalid, 'url');
    }
  }
}
