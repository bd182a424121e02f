import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { UsersModule } from '../users/users.module.js';
import { AccessGuard } from './access.guard.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginLimiterService } from './login-limiter.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { TokenService } from './token.service.js';

@Global()
@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    TokenService,
    LoginLimiterService,
    PasswordResetService,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [TokenService],
})
export class AuthModule {}
