import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ReminderMessageDto } from '@tontine/contracts';
import { Repository } from 'typeorm';
import { ReminderMessage } from './reminder-message.entity.js';

const RECENT = 10;

type Row = ReminderMessage & { groupName: string | null };

/** A member's last reminders by e-mail and SMS, with their groups' names. */
@Injectable()
export class ReminderMessageViews {
  constructor(
    @InjectRepository(ReminderMessage) private readonly messages: Repository<ReminderMessage>,
  ) {}

  async recentOf(userId: string): Promise<ReminderMessageDto[]> {
    const { entities, raw } = await this.messages
      .createQueryBuilder('m')
      .leftJoin('savings_groups', 'g', 'g.id = m.group_id')
      .addSelect('g.name', 'group_name')
      .where('m.user_id = :userId', { userId })
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .limit(RECENT)
      .getRawAndEntities<{ m_id: string; group_name: string | null }>();
    const names = new Map(raw.map((r) => [r.m_id, r.group_name]));
    return entities.map((m) => toDto({ ...m, groupName: names.get(m.id) ?? null }));
  }
}

function toDto(m: Row): ReminderMessageDto {
  return {
    id: m.id,
    channel: m.channel,
    kind: m.kind,
    group_id: m.groupId,
    group_name: m.groupName ?? '',
    cycle_number: m.cycleNumber,
    status: m.status,
    failure_reason: m.failureReason,
    send_after: m.sendAfter.toISOString(),
    sent_at: m.sentAt?.toISOString() ?? null,
    delivered_at: m.deliveredAt?.toISOString() ?? null,
    created_at: m.createdAt.toISOString(),
  };
}
