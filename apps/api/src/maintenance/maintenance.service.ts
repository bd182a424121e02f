import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_MAINTENANCE_ESTIMATE,
  DEFAULT_MAINTENANCE_MESSAGE,
  type MaintenanceToggle,
} from '@tontine/contracts';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { ServerCaches } from '../common/server-caches.service.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { MailService } from '../mail/mail.service.js';
import { DomainEvents } from '../events/domain-events.service.js';
import type { User } from '../users/user.entity.js';
import { MaintenanceState, MaintenanceSubscriber } from './maintenance-state.entity.js';

const STATE_ID = 'global';
/** Every instance re-reads the switch at most this often; the gate costs no query per request. */
const CACHE_MS = 1000;

@Injectable()
export class MaintenanceService {
  private readonly logger = new Logger('MaintenanceService');
  private cached: { state: MaintenanceState; at: number } | undefined;
  /** One refresh at a time: under load every request used to start its own. */
  private refreshing: Promise<MaintenanceState> | undefined;

  constructor(
    @InjectRepository(MaintenanceState) private readonly states: Repository<MaintenanceState>,
    @InjectRepository(MaintenanceSubscriber)
    private readonly subscribers: Repository<MaintenanceSubscriber>,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly events: DomainEvents,
    caches: ServerCaches,
  ) {
    caches.register('maintenance', () => this.forget());
  }

  async current(): Promise<MaintenanceState> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.state;
    this.refreshing ??= this.read().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async read(): Promise<MaintenanceState> {
    const state = (await this.states.findOneBy({ id: STATE_ID })) ?? initialState();
    this.cached = { state, at: Date.now() };
    return state;
  }

  async toggle(admin: User, input: MaintenanceToggle, ip: string): Promise<MaintenanceState> {
    const { state, afterCommit } = await this.transactions.run((tx) =>
      this.toggleIn(tx, admin, input, ip),
    );
    await afterCommit();
    return state;
  }

  /**
   * The switch inside the caller's transaction (the console's config and content saves, the
   * system action): audited there; `afterCommit` closes the sockets or tells the subscribers,
   * once the change is committed.
   */
  async toggleIn(
    tx: EntityManager,
    admin: User,
    input: MaintenanceToggle,
    ip: string,
  ): Promise<{ state: MaintenanceState; afterCommit: () => Promise<void> }> {
    const repo = tx.getRepository(MaintenanceState);
    const state = (await repo.findOneBy({ id: STATE_ID })) ?? initialState();
    const wasEnabled = state.enabled;
    state.enabled = input.enabled;
    state.message = input.message || state.message || DEFAULT_MAINTENANCE_MESSAGE;
    state.estimatedTime =
      input.estimated_time || state.estimatedTime || DEFAULT_MAINTENANCE_ESTIMATE;
    state.updatedBy = admin.id;
    state.updatedAt = new Date();
    await repo.save(state);
    await this.audit.record(
      admin,
      {
        action: input.enabled ? 'maintenance_enabled' : 'maintenance_disabled',
        details: input.enabled
          ? `${state.message} (${state.estimatedTime})`
          : 'Maintenance terminée',
        category: 'system_config',
        ip,
      },
      tx,
    );
    const afterCommit = async () => {
      this.cached = { state, at: Date.now() };
      // Open sockets would go on delivering through maintenance: they close, on every instance.
      if (!wasEnabled && state.enabled)
        await this.events.emit('maintenance.started', { message: state.message });
      if (wasEnabled && !state.enabled) void this.notifySubscribers();
    };
    return { state, afterCommit };
  }

  /**
   * The message shown while maintenance is on, changed by the console's content save inside its
   * transaction (which audits it): the switch itself does not move.
   */
  async setMessageIn(tx: EntityManager, admin: User, message: string): Promise<() => void> {
    const repo = tx.getRepository(MaintenanceState);
    const state = (await repo.findOneBy({ id: STATE_ID })) ?? initialState();
    state.message = message;
    state.updatedBy = admin.id;
    state.updatedAt = new Date();
    await repo.save(state);
    return () => {
      this.cached = { state, at: Date.now() };
    };
  }

  /** Forgets the cached switch: the next request reads it again (the console's clear-cache). */
  forget(): void {
    this.cached = undefined;
  }

  async subscribe(email: string): Promise<void> {
    const repo = this.subscribers;
    const existing = await repo.findOneBy({ email, notifiedAt: IsNull() });
    if (existing) return;
    await repo
      .insert({ id: newId(), email, createdAt: new Date(), notifiedAt: null })
      .catch(async (err) => {
        // Already notified once before: sign them up again for this maintenance.
        const previous = await repo.findOneBy({ email });
        if (!previous) throw err;
        previous.notifiedAt = null;
        await repo.save(previous);
      });
  }

  /** Tells everyone who asked that the application is open again, once each. */
  private async notifySubscribers(): Promise<void> {
    const repo = this.subscribers;
    const waiting = await repo.findBy({ notifiedAt: IsNull() });
    for (const subscriber of waiting) {
      const claimed = await repo.update(
        { id: subscriber.id, notifiedAt: IsNull() },
        { notifiedAt: new Date() },
      );
      if (!claimed.affected) continue;
      await this.mail.send({
        to: subscriber.email,
        subject: 'Tontine est de nouveau disponible',
        text:
          'Bonne nouvelle : la maintenance est terminée et Tontine est de nouveau disponible.\n\n' +
          'Good news: maintenance is over and Tontine is available again.\n\n' +
          'Habari njema: matengenezo yamekamilika na Tontine inapatikana tena.',
      });
    }
    if (waiting.length)
      this.logger.log({ count: waiting.length }, 'maintenance subscribers notified');
  }
}

function initialState(): MaintenanceState {
  const state = new MaintenanceState();
  state.id = STATE_ID;
  state.enabled = false;
  state.message = DEFAULT_MAINTENANCE_MESSAGE;
  state.estimatedTime = DEFAULT_MAINTENANCE_ESTIMATE;
  state.contactEmail = null;
  state.updatedBy = null;
  state.updatedAt = new Date();
  return state;
}
