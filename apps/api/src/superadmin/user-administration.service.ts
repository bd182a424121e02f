import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { UserAction, UserDto } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { SessionsService } from '../auth/sessions.service.js';
import { DomainError } from '../common/domain-error.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { toUserDto } from '../users/user.mapper.js';

/**
 * What super admins do to accounts. A suspension ends the account's sessions at once, on
 * HTTP and on open sockets, on every instance; nobody acts on themselves, and a super admin
 * cannot be suspended (only another role change, by configuration, takes one away).
 */
@Injectable()
export class UserAdministrationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
  ) {}

  async act(admin: User, userId: string, action: UserAction, ip: string): Promise<UserDto> {
    if (userId === admin.id) throw new DomainError('CANNOT_ACT_ON_SELF');
    const target = await this.db.transaction(async (tx) => {
      const user = /^[0-9a-f-]{36}$/i.test(userId) ? await this.users.findById(userId) : null;
      if (!user) throw new DomainError('USER_NOT_FOUND');
      if (user.role === 'super_admin') throw new DomainError('CANNOT_ACT_ON_SUPER_ADMIN');
      const status = action === 'suspend' ? 'suspended' : 'active';
      if (user.status !== status) {
        user.status = status;
        user.updatedAt = new Date();
        await this.users.setStatus(user.id, status, tx);
      }
      await this.audit.record(
        admin,
        {
          action: action === 'suspend' ? 'user_suspended' : 'user_activated',
          details: `${user.username} <${user.email}>`,
          category: 'user_management',
          ip,
        },
        tx,
      );
      return user;
    });
    if (action === 'suspend') await this.sessions.revokeAll(target.id, 'suspended');
    return toUserDto(target);
  }
}
