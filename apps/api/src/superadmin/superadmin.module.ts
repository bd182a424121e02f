import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { SuperadminUsersController } from './superadmin-users.controller.js';
import { UserAdministrationService } from './user-administration.service.js';

/** The operators' API (`/api/superadmin/*`): super admins only, every action audited. */
@Module({
  imports: [AuthModule, UsersModule, AuditModule],
  controllers: [SuperadminUsersController],
  providers: [UserAdministrationService],
})
export class SuperadminModule {}
