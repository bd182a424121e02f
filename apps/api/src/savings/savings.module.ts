import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { ContributionsModule } from '../contributions/contributions.module.js';
import { FinesModule } from '../fines/fines.module.js';
import { MembershipsModule } from '../memberships/memberships.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { FundLedger } from './fund-ledger.service.js';
import { Loan, LoanGuarantor, LoanInstalment, LoanRepayment } from './loan.entities.js';
import { LoanDisbursementService } from './loan-disbursement.service.js';
import { LoanDisbursers } from './loan-disbursers.js';
import { LoanMoneyService } from './loan-money.service.js';
import { LoanPenaltiesJob } from './loan-penalties.job.js';
import { LoanViews } from './loan-views.service.js';
import { LoansController } from './loans.controller.js';
import { LoansService } from './loans.service.js';
import { Saving } from './saving.entity.js';
import { ShareOut, ShareOutLineRow } from './share-out.entities.js';
import { ShareOutController } from './share-out.controller.js';
import { ShareOutService } from './share-out.service.js';
import { SavingsRules } from './savings-rules.entity.js';
import { SavingsRulesService } from './savings-rules.service.js';
import { SavingsController } from './savings.controller.js';
import { SavingsFundViews } from './savings-fund-views.service.js';
import { SavingsService } from './savings.service.js';

/** Table banking: a group's savings fund beside its rotation, and the loans it grants. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      SavingsRules,
      Saving,
      Loan,
      LoanGuarantor,
      LoanInstalment,
      LoanRepayment,
      ShareOut,
      ShareOutLineRow,
    ]),
    ContributionsModule,
    FinesModule,
    MembershipsModule,
    GroupsModule,
    UsersModule,
    NotificationsModule,
    AuditModule,
  ],
  controllers: [SavingsController, LoansController, ShareOutController],
  providers: [
    SavingsRulesService,
    SavingsService,
    SavingsFundViews,
    FundLedger,
    LoansService,
    LoanMoneyService,
    LoanDisbursementService,
    LoanDisbursers,
    LoanViews,
    ShareOutService,
    LoanPenaltiesJob,
  ],
  exports: [
    SavingsRulesService,
    SavingsService,
    LoanMoneyService,
    LoanDisbursementService,
    LoanDisbursers,
  ],
})
export class SavingsModule {}
