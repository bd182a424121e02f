import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { newId } from '../database/ids.js';
import type { User } from '../users/user.entity.js';
import { AuditEntry, type AuditCategory } from './audit-entry.entity.js';

/** The audit trail: every admin action, written by the server in the action's transaction. */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async record(
    admin: User,
    entry: { action: string; details: string; category: AuditCategory; ip?: string },
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    await manager.getRepository(AuditEntry).insert({
      id: newId(),
      createdAt: new Date(),
      adminId: admin.id,
      adminName: admin.username,
      action: entry.action,
      details: entry.details,
      category: entry.category,
      ipAddress: entry.ip ?? null,
    });
  }
}
