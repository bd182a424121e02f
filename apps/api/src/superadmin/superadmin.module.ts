import { Module } from '@nestjs/common';
import { SuperadminUsersController } from './superadmin-users.controller.js';
import { UserAdministrationService } from './user-administration.service.js';

/** The operators' API (`/api/superadmin/*`): super admins only, every action audited. */
@Module({
  controllers: [SuperadminUsersController],
  providers: [UserAdministrationService],
})
export class SuperadminModule {}
