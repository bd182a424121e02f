import { Body, Controller, UseInterceptors, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  createUserSchema,
  editUserSchema,
  userActionSchema,
  consoleUserRowSchema,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { FreshFiguresInterceptor } from './fresh-figures.interceptor.js';
import type { User } from '../users/user.entity.js';
import { UserAdministrationService } from './user-administration.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { shape } from '../common/endpoint/endpoint-texts.js';

@UseInterceptors(FreshFiguresInterceptor)
@Controller('superadmin/users')
export class SuperadminUsersController {
  constructor(private readonly administration: UserAdministrationService) {}

  @Endpoint({
    summary: 'Create an account',
    access: 'super-admin',
    description:
      "The console's user form: username, e-mail, phone and password follow the registration's " +
      'rules; role `member`, `admin`, `super_admin` or `support`. Audited (`user_management`).',
    errors: ['EMAIL_TAKEN'],
    response: consoleUserRowSchema,
    success: { description: `The account, ${shape('ConsoleUserRow')}.` },
  })
  @Post()
  create(
    @CurrentUser() admin: User,
    @Body(new ZodPipe(createUserSchema)) body: z.output<typeof createUserSchema>,
    @ClientIp() ip: string,
  ) {
    return this.administration.create(admin, body, ip);
  }

  @Endpoint({
    summary: 'Edit an account',
    access: 'super-admin',
    description:
      'Changes the fields sent (`phone: null` clears it). Nobody changes their own role or ' +
      "status; a super admin cannot be suspended. A suspension or a new role ends the account's " +
      'sessions at once. Audited (`user_management`) when something changed.',
    errors: [
      'CANNOT_CHANGE_OWN_ROLE',
      'CANNOT_ACT_ON_SUPER_ADMIN',
      'USER_NOT_FOUND',
      'USER_DELETED',
      'EMAIL_TAKEN',
    ],
    response: consoleUserRowSchema,
    success: { description: `The account, ${shape('ConsoleUserRow')}.` },
  })
  @Patch(':id')
  edit(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body(new ZodPipe(editUserSchema)) body: z.output<typeof editUserSchema>,
    @ClientIp() ip: string,
  ) {
    return this.administration.edit(admin, id, body, ip);
  }

  @Endpoint({
    summary: 'Suspend, reactivate or delete an account',
    access: 'super-admin',
    description:
      "A suspension ends the account's sessions at once, over HTTP and on its sockets. " +
      'Deletion anonymises the account (status `deleted`; e-mail, names, phone, photo replaced, ' +
      'password unusable), ends its sessions and memberships, and keeps its money history. ' +
      'Nobody acts on themselves; a super admin can be neither suspended nor deleted; someone ' +
      'who runs a group cannot be deleted. Audited (`user_management`).',
    errors: [
      'CANNOT_ACT_ON_SELF',
      'CANNOT_ACT_ON_SUPER_ADMIN',
      'USER_NOT_FOUND',
      'USER_DELETED',
      'USER_RUNS_GROUPS',
      'MEMBER_HAS_LOAN',
    ],
    response: consoleUserRowSchema,
    success: { description: `The account, ${shape('ConsoleUserRow')}.` },
  })
  @Post(':id/action')
  @HttpCode(200)
  act(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body(new ZodPipe(userActionSchema)) body: z.output<typeof userActionSchema>,
    @ClientIp() ip: string,
  ) {
    return this.administration.act(admin, id, body.action, ip);
  }
}
