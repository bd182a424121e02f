import { Injectable } from '@nestjs/common';
import type { onboardingGroupSchema } from '@tontine/contracts';
import type { z } from 'zod';
import { Transactions } from '../database/transactions.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { GroupsService } from './groups.service.js';
import { successMessage } from '@tontine/contracts';

@Injectable()
export class OnboardingGroupService {
  constructor(
    private readonly transactions: Transactions,
    private readonly groups: GroupsService,
    private readonly users: UsersService,
  ) {}

  /** Creates the group, makes the creator an admin and completes onboarding, all at once. */
  async create(user: User, input: z.output<typeof onboardingGroupSchema>) {
    this.groups.assertMayCreate(user);
    const group = await this.transactions.run(async (tx) => {
      const group = await this.groups.create(tx, user, { ...input, members: undefined });
      await this.users.becomeGroupAdmin(user, tx);
      return group;
    });
    return {
      ...successMessage('groupCreated'),
      group_name: group.name,
      group_id: group.id,
      permanent_invitation_code: group.permanentCode,
    };
  }
}
