import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  forgotPasswordSchema,
  loginRequestSchema,
  onboardingCompleteSchema,
  registerRequestSchema,
  resetPasswordSchema,
  successMessage,
  successMessages,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { toUserDto } from '../users/user.mapper.js';
import {
  ClientIp,
  CurrentSessionId,
  CurrentUser,
  OpenDuringMaintenance,
  OpenDuringTwoFactorEnrolment,
  OwnAccountRoute,
  Public,
  UserAgent,
} from './access.decorators.js';
import { AuthService } from './auth.service.js';
import { PasswordResetService } from './password-reset.service.js';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
  ) {}

  @Public()
  @Post('register')
  register(
    @Body(new ZodPipe(registerRequestSchema)) body: z.output<typeof registerRequestSchema>,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | undefined,
  ) {
    return this.auth.register(body, { ip, userAgent });
  }

  @Public()
  @OpenDuringMaintenance()
  @Post('login')
  @HttpCode(200)
  login(
    @Body(new ZodPipe(loginRequestSchema)) body: z.output<typeof loginRequestSchema>,
    @ClientIp() ip: string,
    @UserAgent() userAgent: string | undefined,
  ) {
    return this.auth.login(body, { ip, userAgent });
  }

  @Public()
  @Post('demo')
  @HttpCode(200)
  demo(@ClientIp() ip: string, @UserAgent() userAgent: string | undefined) {
    return this.auth.demo({ ip, userAgent });
  }

  @OwnAccountRoute()
  @OpenDuringMaintenance()
  @OpenDuringTwoFactorEnrolment()
  @Get('me')
  me(@CurrentUser() user: User) {
    return this.auth.me(user);
  }

  /** Ends this session: its token answers 401 from now on. */
  @OwnAccountRoute()
  @OpenDuringMaintenance()
  @OpenDuringTwoFactorEnrolment()
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentUser() user: User, @CurrentSessionId() sessionId: string) {
    await this.auth.signOut(user, sessionId);
    return successMessage('signedOut');
  }

  /** Ends every session of the account, this one included: "sign out everywhere". */
  @OwnAccountRoute()
  @OpenDuringTwoFactorEnrolment()
  @Post('logout-all')
  @HttpCode(200)
  async logoutAll(@CurrentUser() user: User) {
    await this.auth.signOutEverywhere(user);
    return successMessage('signedOutEverywhere');
  }

  @Post('onboarding/complete')
  @HttpCode(200)
  async completeOnboarding(
    @CurrentUser() user: User,
    @Body(new ZodPipe(onboardingCompleteSchema)) _body: z.output<typeof onboardingCompleteSchema>,
  ) {
    return toUserDto(await this.auth.completeOnboarding(user));
  }

  @Public()
  @Post('password/forgot')
  @HttpCode(202)
  forgot(@Body(new ZodPipe(forgotPasswordSchema)) body: z.output<typeof forgotPasswordSchema>) {
    this.resets.requestReset(body.email);
    // The neutral answer keeps its one field, the same whatever the address.
    return { message: successMessages.resetLinkSent.fr };
  }

  @Public()
  @Post('password/reset')
  @HttpCode(200)
  async reset(@Body(new ZodPipe(resetPasswordSchema)) body: z.output<typeof resetPasswordSchema>) {
    await this.resets.reset(body.token, body.password);
    return successMessage('passwordReset');
  }
}
