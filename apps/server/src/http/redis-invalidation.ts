// Cache invalidations between server processes through Redis pub/sub (docs/decisions/0018):
// a writer publishes the tags it changed; every other process drops them and acknowledges on the
// writer's own channel; the writer answers its client once all have (PUBLISH says how many
// listen), or after ACK_TIMEOUT_MS at most, so a slow or lost process delays a write only briefly
// (its answers then expire within the cache's TTL, and a process that lost its subscription serves
// nothing from its cache until it is back and has dropped everything).
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { InvalidationBus } from './public-cache';

/** The longest a write waits for the other processes' acknowledgements. */
const ACK_TIMEOUT_MS = 250;
/** The longest start-up waits for the subscription. */
const START_WAIT_MS = 3_000;

type Message = { from: string; id: number; tags: string[] };
type Waiter = { acks: number; expected: number | undefined; done: () => void };

export class RedisInvalidation implements InvalidationBus {
  private readonly self = crypto.randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly channel: string;
  private readonly ackChannel: string;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiter>();
  private subscribed = false;
  private started = false;

  constructor(
    url: string,
    prefix: string,
    private readonly onDrop: (tags: string[]) => void,
    private readonly onGap: () => void,
    private readonly log: FastifyBaseLogger,
  ) {
    this.channel = `${prefix}public-reads`;
    this.ackChannel = `${prefix}public-reads:ack:${this.self}`;
    this.pub = new Redis(url, { maxRetriesPerRequest: 1 });
    this.sub = new Redis(url, { maxRetriesPerRequest: 1, autoResubscribe: false });
    this.pub.on('error', (err) => this.log.warn({ err }, 'redis (cache invalidation) error'));
    this.sub.on('error', (err) => this.log.warn({ err }, 'redis (cache invalidation) error'));
    // While the subscription is down, invalidations may be missed: the cache serves nothing, and
    // once subscribed again it starts empty.
    this.sub.on('close', () => {
      this.subscribed = false;
    });
    this.sub.on('ready', () => {
      if (this.started) void this.subscribe();
    });
    this.sub.on('message', (channel: string, raw: string) => this.receive(channel, raw));
  }

  /**
   * Subscribes; resolves once this process hears the others, or after a few seconds without
   * Redis (the cache is skipped until the subscription is in place).
   */
  async start(): Promise<void> {
    this.started = true;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.subscribe(),
      new Promise((resolve) => {
        timer = setTimeout(resolve, START_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }

  private async subscribe(): Promise<void> {
    try {
      await this.sub.subscribe(this.channel, this.ackChannel);
      this.onGap();
      this.subscribed = true;
    } catch (err) {
      this.log.warn({ err }, 'cache invalidations not subscribed: public reads skip the cache meanwhile');
    }
  }

  get listening(): boolean {
    return this.subscribed && this.sub.status === 'ready';
  }

  async publish(tags: readonly string[]): Promise<void> {
    const id = this.nextId++;
    const message: Message = { from: this.self, id, tags: [...tags] };
    let timer: NodeJS.Timeout | undefined;
    const waiter: Waiter = { acks: 0, expected: undefined, done: () => {} };
    const acknowledged = new Promise<void>((resolve) => {
      waiter.done = resolve;
      timer = setTimeout(resolve, ACK_TIMEOUT_MS);
    });
    this.waiting.set(id, waiter);
    try {
      // PUBLISH answers how many subscribers got the message, this process included: each of them
      // acknowledges (this one on hearing its own message).
      waiter.expected = await Promise.race([
        this.pub.publish(this.channel, JSON.stringify(message)),
        acknowledged.then(() => 0),
      ]);
      if (waiter.acks >= waiter.expected) waiter.done();
      await acknowledged;
    } catch (err) {
      this.log.warn({ err }, 'cache invalidation not published: other processes catch up within seconds');
    } finally {
      clearTimeout(timer);
      this.waiting.delete(id);
    }
  }

  private acknowledge(id: number): void {
    const waiter = this.waiting.get(id);
    if (!waiter) return;
    waiter.acks++;
    if (waiter.expected !== undefined && waiter.acks >= waiter.expected) waiter.done();
  }

  private receive(channel: string, raw: string): void {
    if (channel === this.ackChannel) {
      this.acknowledge(Number(raw));
      return;
    }
    if (channel !== this.channel) return;
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    if (!Array.isArray(message.tags)) return;
    if (message.from === this.self) {
      this.acknowledge(message.id);
      return;
    }
    this.onDrop(message.tags);
    void this.pub
      .publish(`${this.channel}:ack:${message.from}`, String(message.id))
      .catch((err: unknown) => this.log.warn({ err }, 'cache invalidation not acknowledged'));
  }

  async close(): Promise<void> {
    for (const waiter of this.waiting.values()) waiter.done();
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
