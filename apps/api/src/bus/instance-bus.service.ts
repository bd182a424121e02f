import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { redisConnectionName } from './redis-connection-name.js';

/** Who hears a topic's message: every instance, the sender included, or only the others. */
export type BusAudience = 'all' | 'others';

export interface TopicOptions<T> {
  audience: BusAudience;
  /** Runs on each instance of the audience for every message published on the topic. */
  hear(message: T): void;
  /**
   * Runs each time the subscriber (re)connects to Redis: messages published while it was cut
   * off were lost, so a topic that keeps state derived from them starts again from nothing.
   */
  resumed?(): void;
}

export interface BusTopic<T> {
  /**
   * Sends `message` to the topic's audience. Answers whether Redis carried it to the other
   * instances: false without REDIS_URL or when Redis could not be reached (logged). A topic
   * heard by 'all' is then still heard by this instance.
   */
  publish(message: T): Promise<boolean>;
}

interface Envelope {
  from: string;
  message: unknown;
}

interface Topic {
  audience: BusAudience;
  hear(message: unknown): void;
  resumed?(): void;
}

/** The Redis channels of the topics: one namespace, one channel per topic. */
const CHANNEL_PREFIX = 'tontine:bus:';

/**
 * The one bus between the API's instances: realtime fan-out, cache invalidation, settings.
 * With REDIS_URL, each topic is a Redis channel and every topic of the instance shares one
 * publishing and one subscribing connection (named in CLIENT LIST after the process); without
 * it this process is the only instance and a message reaches its own audience in process.
 */
@Injectable()
export class InstanceBus implements OnApplicationShutdown {
  private readonly logger = new Logger('InstanceBus');
  /** Stamped on every message, so that a topic heard by 'others' skips the sender's own. */
  private readonly instance = randomUUID();
  private readonly publisher: Redis | undefined;
  private readonly subscriber: Redis | undefined;
  private readonly topics = new Map<string, Topic>();
  private closed = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.redisUrl) return;
    this.publisher = new Redis(config.redisUrl, {
      connectionName: redisConnectionName('bus-publisher'),
    });
    this.subscriber = new Redis(config.redisUrl, {
      connectionName: redisConnectionName('bus-subscriber'),
      // The ready check (INFO) is no subscriber command: with a connection name set, the
      // subscriptions queued before it would make Redis refuse it.
      enableReadyCheck: false,
    });
    this.publisher.on('error', (err) => this.logger.warn({ err }, 'bus publisher: Redis error'));
    this.subscriber.on('error', (err) => this.logger.warn({ err }, 'bus subscriber: Redis error'));
    this.subscriber.on('message', (channel: string, raw: string) => this.heard(channel, raw));
    this.subscriber.on('ready', () => {
      for (const topic of this.topics.values()) this.run(topic, () => topic.resumed?.());
    });
  }

  /** Whether messages reach other instances (REDIS_URL is set). */
  get shared(): boolean {
    return this.subscriber !== undefined;
  }

  /** Opens the topic `name` (once per instance). */
  topic<T>(name: string, options: TopicOptions<T>): BusTopic<T> {
    if (this.topics.has(name)) throw new Error(`bus topic ${name} opened twice`);
    const topic: Topic = {
      audience: options.audience,
      hear: options.hear as (message: unknown) => void,
      resumed: options.resumed,
    };
    this.topics.set(name, topic);
    const channel = CHANNEL_PREFIX + name;
    void this.subscriber?.subscribe(channel).catch((err: unknown) => {
      this.logger.error({ err, topic: name }, 'subscribing to a bus topic failed');
    });
    return { publish: (message: T) => this.publish(channel, topic, message) };
  }

  private async publish(channel: string, topic: Topic, message: unknown): Promise<boolean> {
    if (this.publisher && !this.closed) {
      try {
        const envelope: Envelope = { from: this.instance, message };
        await this.publisher.publish(channel, JSON.stringify(envelope));
        return true;
      } catch (err) {
        this.logger.error({ err, channel }, 'publishing on the bus failed; this instance only');
      }
    }
    if (topic.audience === 'all') this.run(topic, () => topic.hear(message));
    return false;
  }

  private heard(channel: string, raw: string): void {
    const topic = this.topics.get(channel.slice(CHANNEL_PREFIX.length));
    if (!topic || !channel.startsWith(CHANNEL_PREFIX)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch (err) {
      return this.logger.error({ err, channel }, 'unreadable message on the bus');
    }
    if (topic.audience === 'others' && envelope.from === this.instance) return;
    this.run(topic, () => topic.hear(envelope.message));
  }

  /** A listener that throws is logged; the other topics and listeners go on. */
  private run(topic: Topic, listener: () => void): void {
    try {
      listener();
    } catch (err) {
      this.logger.error({ err, audience: topic.audience }, 'a bus listener failed');
    }
  }

  // Last of all: other services still publish (cache invalidations) while the application stops.
  onApplicationShutdown(): void {
    this.closed = true;
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }
}
