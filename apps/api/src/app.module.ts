import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ChatModule } from './chat/chat.module.js';
import { CommonModule } from './common/common.module.js';
import { ContributionsModule } from './contributions/contributions.module.js';
import { CryptoModule } from './crypto/crypto.module.js';
import { MpesaModule } from './mpesa/mpesa.module.js';
import { GroupsModule } from './groups/groups.module.js';
import { JoinRequestsModule } from './join-requests/join-requests.module.js';
import { MembershipsModule } from './memberships/memberships.module.js';
import { PayoutsModule } from './payouts/payouts.module.js';
import { FinesModule } from './fines/fines.module.js';
import { SavingsModule } from './savings/savings.module.js';
import { RemindersModule } from './reminders/reminders.module.js';
import { StandingModule } from './standing/standing.module.js';
import { RotationModule } from './rotation/rotation.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { UnreadBodyInterceptor } from './common/unread-body.interceptor.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthController } from './health/health.controller.js';
import { MailModule } from './mail/mail.module.js';
import { MaintenanceModule } from './maintenance/maintenance.module.js';
import { MonitoringModule } from './monitoring/monitoring.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { DemoSeedService } from './seed/demo-seed.service.js';
import { SuperadminModule } from './superadmin/superadmin.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { SystemModule } from './system/system.module.js';
import { ConsoleReadsModule } from './superadmin/console-reads.module.js';
import { UsersModule } from './users/users.module.js';
import { RatesModule } from './rates/rates.module.js';
import { PaymentProofsModule } from './payment-proofs/payment-proofs.module.js';
import { WebAppServer } from './web/web-app.server.js';
import { AdsModule } from './ads/ads.module.js';
import { GuidedFlowsModule } from './guided-flows/guided-flows.module.js';
import { HomeModule } from './home/home.module.js';
import { StatementsModule } from './statements/statements.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        CommonModule,
        MailModule,
        NotificationsModule,
        AuditModule,
        MaintenanceModule,
        UsersModule,
        AuthModule,
        MembershipsModule,
        GroupsModule,
        JoinRequestsModule,
        RotationModule,
        RemindersModule,
        ContributionsModule,
        PayoutsModule,
        FinesModule,
        SavingsModule,
        StandingModule,
        CryptoModule,
        MpesaModule,
        RealtimeModule,
        ChatModule,
        SuperadminModule,
        MonitoringModule,
        DocumentsModule,
        SystemModule,
        ConsoleReadsModule,
        OpenApiModule,
        RatesModule,
        PaymentProofsModule,
        AdsModule,
        GuidedFlowsModule,
        HomeModule,
        StatementsModule,
      ],
      controllers: [HealthController],
      providers: [
        WebAppServer,
        DemoSeedService,
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: UnreadBodyInterceptor },
      ],
    };
  }
}
