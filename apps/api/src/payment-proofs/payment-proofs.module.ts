import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentProof } from './payment-proof.entity.js';
import { AuditModule } from '../audit/audit.module.js';
import { EventsModule } from '../events/events.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { UsersModule } from '../users/users.module.js';
import { PaymentProofsController } from './payment-proofs.controller.js';
import { PaymentProofsService } from './payment-proofs.service.js';
import { StorageModule } from '../storage/storage.module.js';
import { ProofContributionsViews } from './proof-contributions-views.service.js';

/** Proofs of payment (payment_proofs): receipts attached to pending contributions. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PaymentProof]),
    GroupsModule,
    UsersModule,
    AuditModule,
    EventsModule,
    StorageModule,
  ],
  controllers: [PaymentProofsController],
  providers: [PaymentProofsService, ProofContributionsViews],
  exports: [PaymentProofsService],
})
export class PaymentProofsModule {}
