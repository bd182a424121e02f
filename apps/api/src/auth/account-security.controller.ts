import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import {
  changePasswordSchema,
  enableTwoFactorResponseSchema,
  securityMessageSchema,
  twoFactorCodeSchema,
  twoFactorEnabledResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorDisableSchema,
  type EnableTwoFactorResponse,
  type SecurityMessage,
  successMessage,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { ClientIp, CurrentSessionId, CurrentUser, UserAgent } from './access.decorators.js';
import { AuthService } from './auth.service.js';
import { SessionsService } from './sessions.service.js';
import { TwoFactorService } from './two-factor.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { MESSAGE, shape } from '../common/endpoint/endpoint-texts.js';

/** The settings' Sécurité tab: the password and two-factor sign-in, support staff's too. */
@Controller()
export class AccountSecurityController {
  constructor(
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: SessionsService,
  ) {}

  @Endpoint({
    summary: 'Change the password',
    response: securityMessageSchema,
    access: 'own-account',
    description:
      'Needs the current password, checked under the sign-in limit of the account (429 while ' +
      'it is blocked, even for the right one). Every other session ends and the owner is ' +
      'told by e-mail.',
    errors: ['CURRENT_PASSWORD_INVALID', 'TOO_MANY_LOGIN_ATTEMPTS'],
    success: { description: `${shape('SecurityMessage')}: ${MESSAGE}` },
  })
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

  @Endpoint({
    summary: 'Start setting up two-factor sign-in',
    response: twoFactorSetupResponseSchema,
    access: 'own-account',
    openDuringTwoFactorEnrolment: true,
    errors: ['TWO_FACTOR_ALREADY_ENABLED'],
    success: {
      description:
        `${shape('TwoFactorSetupResponse')}: \`{ secret, otpauth_url, qr_code }\`, the QR ` +
        'code as an SVG data URL. Confirm with a first code at `/api/auth/2fa/enable`.',
    },
  })
  @Post('auth/2fa/setup')
  @HttpCode(200)
  setup(@CurrentUser() user: User) {
    return this.twoFactor.setup(user);
  }

  /**
   * Other sessions were opened without the second factor: they end. This one, which just
   * proved it, may now do everything (a super admin's enrolment session included).
   */
  @Endpoint({
    summary: 'Turn two-factor sign-in on',
    response: enableTwoFactorResponseSchema,
    access: 'own-account',
    openDuringTwoFactorEnrolment: true,
    description:
      'With a code of the secret from the setup, checked under the sign-in limit of the ' +
      'account. The other sessions end; this one, which proved the second factor, may do ' +
      'everything.',
    errors: [
      'TWO_FACTOR_ALREADY_ENABLED',
      'TWO_FACTOR_SETUP_NOT_STARTED',
      'TWO_FACTOR_CODE_INCORRECT',
      'TOO_MANY_LOGIN_ATTEMPTS',
    ],
    success: {
      description: `${shape('TwoFactorEnabledResponse')} and \`message\`: ten single-use recovery codes, shown once.`,
    },
  })
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

  @Endpoint({
    summary: 'Turn two-factor sign-in off',
    response: securityMessageSchema,
    access: 'own-account',
    description:
      'With a code or the password, checked under the sign-in limit of the account. A super ' +
      'admin who must use it cannot.',
    errors: [
      'TWO_FACTOR_NOT_ENABLED',
      'TWO_FACTOR_REQUIRED_FOR_ROLE',
      'TWO_FACTOR_CODE_INCORRECT',
      'CURRENT_PASSWORD_INVALID',
      'TOO_MANY_LOGIN_ATTEMPTS',
    ],
    success: { description: `${shape('SecurityMessage')}: ${MESSAGE}` },
  })
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

  @Endpoint({
    summary: 'Replace the recovery codes',
    response: twoFactorEnabledResponseSchema,
    access: 'own-account',
    description: 'With a code, checked under the sign-in limit of the account.',
    errors: ['TWO_FACTOR_NOT_ENABLED', 'TWO_FACTOR_CODE_INCORRECT', 'TOO_MANY_LOGIN_ATTEMPTS'],
    success: {
      description: `${shape('TwoFactorEnabledResponse')}: ten new codes; the old ones stop working.`,
    },
  })
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
