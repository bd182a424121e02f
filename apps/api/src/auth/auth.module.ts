import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommonModule } from '../common/common.module.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { EventsModule } from '../events/events.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MaintenanceModule } from '../maintenance/maintenance.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccessGuard } from './access.guard.js';
import { AccountSecurityController } from './account-security.controller.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { CallerViews } from './caller-views.service.js';
import { LoginLimiterService } from './login-limiter.service.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { PasswordResetService } from './password-reset.service.js';
import { SecurityMailService } from './security-mail.service.js';
import { RecoveryCode, Session } from './session.entity.js';
import { SessionsService } from './sessions.service.js';
import { TokenService } from './token.service.js';
import { TwoFactorService } from './two-factor.service.js';
import { UserPresence } from './user-presence.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Session, RecoveryCode, PasswordResetToken, UserPresence]),
    UsersModule,
    EventsModule,
    MaintenanceModule,
    MailModule,
    CommonModule,
    DocumentsModule,
  ],
  controllers: [AuthController, AccountSecurityController],
  providers: [
    AuthService,
    TokenService,
    SessionsService,
    CallerViews,
    TwoFactorService,
    LoginLimiterService,
    PasswordResetService,
    SecurityMailService,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [TokenService, SessionsService, AuthService],
})
export class AuthModule {}
