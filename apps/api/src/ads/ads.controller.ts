import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  adEventsSchema,
  adsQuerySchema,
  rewardCustomizationSchema,
  type AdsQuery,
  type AdEventsInput,
  type RewardCustomizationInput,
} from '@tontine/contracts';
import type { FastifyReply } from 'fastify';
import {
  ClientIp,
  CurrentSessionId,
  CurrentUser,
  Public,
  SuperAdminOnly,
  type AuthedRequest,
} from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { readSingleAdImage } from './ad-image-upload.js';
import { AdImagesService } from './ad-images.service.js';
import { AdsService } from './ads.service.js';
import { RewardsService } from './rewards.service.js';

/** Ads for the member client, rewards, and the console's images and counts. */
@Controller()
export class AdsController {
  constructor(
    private readonly ads: AdsService,
    private readonly rewards: RewardsService,
    private readonly images: AdImagesService,
  ) {}

  @Get('ads')
  forPage(
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
    @Query(new ZodPipe(adsQuerySchema)) query: AdsQuery,
  ) {
    return this.ads.forPage(user, sessionId, query.page);
  }

  @Post('ads/events')
  @HttpCode(204)
  async events(
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
    @Body(new ZodPipe(adEventsSchema)) body: AdEventsInput,
  ): Promise<void> {
    await this.ads.record(user, sessionId, body);
  }

  @Post('ads/:id/views')
  startView(@CurrentUser() user: User, @Param('id') id: string) {
    return this.rewards.startView(user, id);
  }

  @Post('ads/views/:token/claim')
  @HttpCode(200)
  claim(@CurrentUser() user: User, @Param('token') token: string) {
    return this.rewards.claim(user, token);
  }

  @Get('users/me/rewards')
  myRewards(@CurrentUser() user: User) {
    return this.rewards.rewardsOf(user);
  }

  @Put('users/me/rewards/customization')
  customize(
    @CurrentUser() user: User,
    @Body(new ZodPipe(rewardCustomizationSchema)) body: RewardCustomizationInput,
  ) {
    return this.rewards.customize(user, body);
  }

  @Post('superadmin/ad-images')
  @SuperAdminOnly()
  async uploadImage(
    @CurrentUser() admin: User,
    @ClientIp() ip: string,
    @Req() request: AuthedRequest,
  ) {
    return this.images.upload(admin, await readSingleAdImage(request), ip);
  }

  @Public()
  @Get('ad-images/:id')
  async image(@Param('id') id: string, @Res() reply: FastifyReply) {
    const { bytes, mime } = await this.images.read(id);
    return (
      reply
        .header('content-type', mime)
        // An image never changes: a new upload is a new id.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // The console shows it from its own origin (its CSP allows the API's images).
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(bytes)
    );
  }

  @Get('superadmin/ads/stats')
  @SuperAdminOnly()
  stats() {
    return this.ads.stats();
  }
}
