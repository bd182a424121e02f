import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEMO_ACCOUNTS } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password-hasher.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';

/** The demo accounts `npm start` prints, created only on an empty database. */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger('DemoSeedService');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
  ) {}

  async seedIfEmpty(): Promise<boolean> {
    if ((await this.db.getRepository(User).count()) > 0) return false;
    await this.db.transaction(async (tx) => {
      await this.users.create(
        {
          email: DEMO_ACCOUNTS.member.email,
          passwordHash: await hashPassword(DEMO_ACCOUNTS.member.password),
          firstName: 'Wanjiku',
          lastName: 'Kamau',
          phoneNumber: '+254712345678',
          country: 'KE',
          preferredLanguage: 'sw',
          preferredCurrency: 'KES',
          receiveNewsletter: false,
          onboardingCompleted: true,
        },
        tx,
      );
      await this.users.create(
        {
          email: DEMO_ACCOUNTS.admin.email,
          passwordHash: await hashPassword(DEMO_ACCOUNTS.admin.password),
          firstName: 'Otieno',
          lastName: 'Odhiambo',
          phoneNumber: '+254722000111',
          country: 'KE',
          preferredLanguage: 'en',
          preferredCurrency: 'KES',
          receiveNewsletter: false,
          role: 'admin',
          onboardingCompleted: true,
        },
        tx,
      );
      await this.users.create(
        {
          email: DEMO_ACCOUNTS.superAdmin.email,
          passwordHash: await hashPassword(DEMO_ACCOUNTS.superAdmin.password),
          firstName: 'Awa',
          lastName: 'Diop',
          country: 'SN',
          preferredLanguage: 'fr',
          preferredCurrency: 'XOF',
          receiveNewsletter: false,
          role: 'super_admin',
          onboardingCompleted: true,
        },
        tx,
      );
    });
    this.logger.log('demo accounts seeded');
    return true;
  }
}
