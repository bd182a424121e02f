import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import {
  changePasswordSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  type EnableTwoFactorResponse,
  type SecurityMessage,
  successMessage,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import {
  ClientIp,
  CurrentSessionId,
  CurrentUser,
  OpenDuringTwoFactorEnrolment,
  OwnAccountRoute,
  UserAgent,
} from './access.decorators.js';
import { AuthService } from './auth.service.js';
import { SessionsService } from './sessions.service.js';
import { TwoFactorService } from './two-factor.service.js';

/** The settings' Sécurité tab: the password and two-factor sign-in, support staff's too. */
@OwnAccountRoute()
@Controller()
export class AccountSecurityController {
  constructor(
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: SessionsService,
  ) {}

  @Put('users/me/password')
  async changePassword(
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
    @Body(new ZodPipe(changePasswordSchema)) body: z.output<typeof changePasswordSchema>,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | undefined,
  ): Promise<SecurityMessage> {
    await this.auth.changePassword(user, sessionId, body, { ip, userAgent });
    return successMessage('passwordChanged');
  }

  @OpenDuringTwoFactorEnrolment()
  @Post('auth/2fa/setup')
  @HttpCode(200)
  setup(@CurrentUser() user: User) {
    return this.twoFactor.setup(user);
  }

  /**
   * Other sessions were opened without the second factor: they end. This one, which just
   * proved it, may now do everything (a super admin's enrolment session included).
   */
  @OpenDuringTwoFactorEnrolment()
  @Post('auth/2fa/enable')
  @HttpCode(200)
  async enable(
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
    @Body(new ZodPipe(twoFactorCodeSchema)) body: z.output<typeof twoFactorCodeSchema>,
    @ClientIp() ip: string,
  ): Promise<EnableTwoFactorResponse> {
    const answer = await this.twoFactor.enable(user, body.code, ip);
    await this.sessions.widen(sessionId);
    await this.sessions.revokeAll(user.id, 'two_factor_enabled', sessionId);
    return { ...answer, ...successMessage('twoFactorEnabled') };
  }

  @Post('auth/2fa/disable')
  @HttpCode(200)
  async disable(
    @CurrentUser() user: User,
    @Body(new ZodPipe(twoFactorDisableSchema)) body: z.output<typeof twoFactorDisableSchema>,
    @ClientIp() ip: string,
  ): Promise<SecurityMessage> {
    await this.twoFactor.disable(user, body, ip);
    return successMessage('twoFactorDisabled');
  }

  @Post('auth/2fa/recovery-codes')
  @HttpCode(200)
  recoveryCodes(
    @CurrentUser() user: User,
    @Body(new ZodPipe(twoFactorCodeSchema)) body: z.output<typeof twoFactorCodeSchema>,
    @ClientIp() ip: string,
  ) {
    return this.twoFactor.regenerateRecoveryCodes(user, body.code, ip);
  }
}
