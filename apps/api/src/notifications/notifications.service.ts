import { Transactions } from '../database/transactions.service.js';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  NOTIFICATION_TEXTS,
  notificationPriority,
  notificationTemplateData,
  renderNotification,
  type NotificationDto,
  type NotificationTemplate,
  type NotificationTemplateParams,
} from '@tontine/contracts';
import {
  type EntityManager,
  In,
  Repository,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import { RealtimeHub } from '../realtime/realtime-hub.service.js';
import { newId } from '../database/ids.js';
import { Notification } from './notification.entity.js';

/**
 * Notifications are written in the transaction of the event they report, so that an event
 * and its notification exist together or not at all.
 */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly hub: RealtimeHub,
    transactions: Transactions,
  ) {
    // Pushes wait for the outermost commit: a rolled-back event must never reach a screen.
    transactions.subscribe({
      afterTransactionCommit: (event: TransactionCommitEvent) => {
        if (event.queryRunner.isTransactionActive) return;
        this.push(takePending(event.queryRunner.data));
      },
      afterTransactionRollback: (event: TransactionRollbackEvent) => {
        if (!event.queryRunner.isTransactionActive) takePending(event.queryRunner.data);
      },
    });
  }

  /**
   * Notifies each user of `userIds` with one template of the catalogue (contracts), inside the
   * transaction of the event it reports: stored with its French rendering and, in `data`, the
   * template, its params and the ids a client needs (`data`).
   */
  async notify<T extends NotificationTemplate>(
    manager: EntityManager,
    userIds: readonly string[],
    template: T,
    params: NotificationTemplateParams<T>,
    data: Record<string, string> = {},
  ): Promise<void> {
    if (userIds.length === 0) return;
    const now = new Date();
    const type = NOTIFICATION_TEXTS[template].type;
    const { title, message } = renderNotification(template, params, 'fr');
    const stored = JSON.stringify({ ...data, ...notificationTemplateData(template, params) });
    const rows = userIds.map((userId) => ({
      id: newId(),
      userId,
      type,
      title,
      message,
      priority: notificationPriority(type),
      isRead: false,
      data: stored,
      createdAt: now,
    }));
    await manager.getRepository(Notification).insert(rows);
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) {
      const pending = runner.data as PendingData;
      pending.pendingNotifications = [...(pending.pendingNotifications ?? []), ...rows];
    } else {
      this.push(rows);
    }
  }

  private push(rows: Notification[]): void {
    for (const row of rows) {
      void this.hub.publish(row.userId, { type: 'notification', data: toNotificationDto(row) });
    }
  }

  /** Marks the caller's own notifications read; others' ids are ignored, never touched. */
  async markRead(userId: string, ids: string[]): Promise<number> {
    const result = await this.notifications.update({ userId, id: In(ids) }, { isRead: true });
    return result.affected ?? 0;
  }

  async remove(userId: string, ids: string[]): Promise<number> {
    const result = await this.notifications.delete({ userId, id: In(ids) });
    return result.affected ?? 0;
  }

  async listFor(userId: string, limit = 100): Promise<NotificationDto[]> {
    const rows = await this.notifications.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.map(toNotificationDto);
  }
}

export function toNotificationDto(n: Notification): NotificationDto {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    priority: n.priority,
    is_read: n.isRead,
    created_at: n.createdAt.toISOString(),
    data: n.data ? (JSON.parse(n.data) as Record<string, string>) : null,
  };
}

interface PendingData {
  pendingNotifications?: Notification[];
}

function takePending(data: PendingData): Notification[] {
  const pending = data.pendingNotifications ?? [];
  data.pendingNotifications = [];
  return pending;
}
