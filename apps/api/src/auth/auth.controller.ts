import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  forgotPasswordSchema,
  loginRequestSchema,
  onboardingCompleteSchema,
  registerRequestSchema,
  resetPasswordSchema,
  successMessage,
  successMessages,
  userDtoSchema,
  authResponseSchema,
  successMessageSchema,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { toUserDto } from '../users/user.mapper.js';
import { ClientIp, CurrentSessionId, CurrentUser, UserAgent } from './access.decorators.js';
import { AuthService } from './auth.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { MESSAGE, SESSION, shape } from '../common/endpoint/endpoint-texts.js';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
  ) {}

  @Endpoint({
    summary: 'Create an account and sign in',
    access: 'public',
    response: authResponseSchema,
    errors: ['EMAIL_TAKEN'],
    success: { description: `The new account's session. ${SESSION}` },
  })
  @Post('register')
  register(
    @Body(new ZodPipe(registerRequestSchema)) body: z.output<typeof registerRequestSchema>,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | undefined,
  ) {
    return this.auth.register(body, { ip, userAgent });
  }

  @Endpoint({
    summary: 'Sign in',
    access: 'public',
    response: authResponseSchema,
    openDuringMaintenance: true,
    description:
      'With two-factor sign-in on, send `otp` (a code of the app or a recovery code): without ' +
      'it the answer is 401 `TWO_FACTOR_REQUIRED`, which does not count as a failed attempt. ' +
      'Attempts are counted per account and per address; past the limit the answer is 429 ' +
      'with Retry-After, and a password reset unblocks the account at once.',
    errors: [
      'INVALID_CREDENTIALS',
      'TWO_FACTOR_REQUIRED',
      'TWO_FACTOR_INVALID',
      'ACCOUNT_SUSPENDED',
      'TOO_MANY_LOGIN_ATTEMPTS',
    ],
    success: { description: `A new session. ${SESSION}` },
  })
  @Post('login')
  @HttpCode(200)
  login(
    @Body(new ZodPipe(loginRequestSchema)) body: z.output<typeof loginRequestSchema>,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | undefined,
  ) {
    return this.auth.login(body, { ip, userAgent });
  }

  @Endpoint({
    summary: 'Sign in as the demo member',
    access: 'public',
    response: authResponseSchema,
    description: 'Only while the server runs in demo mode.',
    errors: ['DEMO_DISABLED'],
    success: { description: `The demo member's session. ${SESSION}` },
  })
  @Post('demo')
  @HttpCode(200)
  demo(@ClientIp() ip: string, @UserAgent() userAgent: string | undefined) {
    return this.auth.demo({ ip, userAgent });
  }

  @Endpoint({
    summary: 'Who is signed in',
    access: 'own-account',
    response: userDtoSchema,
    openDuringMaintenance: true,
    openDuringTwoFactorEnrolment: true,
    success: {
      description:
        `The caller's account, ${shape('UserDto')}. \`two_factor_setup_required\` tells a ` +
        'super admin who must set up two-factor sign-in before anything else.',
    },
  })
  @Get('me')
  me(@CurrentUser() user: User) {
    return this.auth.me(user);
  }

  /** Ends this session: its token answers 401 from now on. */
  @Endpoint({
    summary: 'Sign out this session',
    access: 'own-account',
    response: successMessageSchema,
    openDuringMaintenance: true,
    openDuringTwoFactorEnrolment: true,
    success: { description: `${MESSAGE} The token answers 401 \`SESSION_REVOKED\` from now on.` },
  })
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentUser() user: User, @CurrentSessionId() sessionId: string) {
    await this.auth.signOut(user, sessionId);
    return successMessage('signedOut');
  }

  /** Ends every session of the account, this one included: "sign out everywhere". */
  @Endpoint({
    summary: 'Sign out everywhere',
    access: 'own-account',
    response: successMessageSchema,
    openDuringTwoFactorEnrolment: true,
    success: { description: `${MESSAGE} Every session of the account ends, this one too.` },
  })
  @Post('logout-all')
  @HttpCode(200)
  async logoutAll(@CurrentUser() user: User) {
    await this.auth.signOutEverywhere(user);
    return successMessage('signedOutEverywhere');
  }

  @Endpoint({
    summary: 'Finish onboarding as a member',
    access: 'signed-in',
    response: userDtoSchema,
    success: { description: `The account, ${shape('UserDto')}, with \`onboarding_completed\`.` },
  })
  @Post('onboarding/complete')
  @HttpCode(200)
  async completeOnboarding(
    @CurrentUser() user: User,
    @Body(new ZodPipe(onboardingCompleteSchema)) _body: z.output<typeof onboardingCompleteSchema>,
  ) {
    return toUserDto(await this.auth.completeOnboarding(user));
  }

  @Endpoint({
    summary: 'Ask for a password reset link',
    access: 'public',
    description:
      'The answer is the same whether an account has this address or not: the look-up and ' +
      'the e-mail happen after it. An address gets at most 3 e-mails an hour; a link is valid ' +
      'one hour and once.',
    response: successMessageSchema.pick({ message: true }),
    success: { description: MESSAGE },
  })
  @Post('password/forgot')
  @HttpCode(202)
  forgot(@Body(new ZodPipe(forgotPasswordSchema)) body: z.output<typeof forgotPasswordSchema>) {
    this.resets.requestReset(body.email);
    // The neutral answer keeps its one field, the same whatever the address.
    return { message: successMessages.resetLinkSent.fr };
  }

  @Endpoint({
    summary: 'Set a new password with the token of a reset link',
    access: 'public',
    response: successMessageSchema,
    description:
      'Every session of the account ends, every other link dies, and the sign-in limit of ' +
      'the account is lifted.',
    errors: ['RESET_TOKEN_INVALID'],
    success: { description: MESSAGE },
  })
  @Post('password/reset')
  @HttpCode(200)
  async reset(@Body(new ZodPipe(resetPasswordSchema)) body: z.output<typeof resetPasswordSchema>) {
    await this.resets.reset(body.token, body.password);
    return successMessage('passwordReset');
  }
}
