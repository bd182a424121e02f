import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  adEventsSchema,
  adImageDtoSchema,
  adsForPageDtoSchema,
  adsQuerySchema,
  adStatsListSchema,
  rewardClaimDtoSchema,
  rewardedViewDtoSchema,
  rewardsDtoSchema,
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
  type AuthedRequest,
} from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { readSingleAdImage } from './ad-image-upload.js';
import { AdImagesService } from './ad-images.service.js';
import { AdsService } from './ads.service.js';
import { RewardsService } from './rewards.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { shape } from '../common/endpoint/endpoint-texts.js';

/** Ads for the member client, rewards, and the console's images and counts. */
@Controller()
export class AdsController {
  constructor(
    private readonly ads: AdsService,
    private readonly rewards: RewardsService,
    private readonly images: AdImagesService,
  ) {}

  @Endpoint({
    summary: 'The ads a page may show now',
    response: adsForPageDtoSchema,
    access: 'signed-in',
    description:
      "Query `page` (one of `AD_PAGES`). The inventory ads active now in the caller's " +
      'language; none on a restricted page, while ads are off or the caller is premium, or ' +
      'once the sign-in session recorded MAX_ADS_PER_SESSION impressions. Each type waits its ' +
      'frequency cap since its last impression in the session; banners only on BANNER_PAGES, ' +
      'native cards only on NATIVE_PAGES (decision 0037).',
    parameters: { page: 'The page the client shows.' },
    success: { description: `${shape('AdsForPageDto')}: \`none\` says why a page has no ad.` },
  })
  @Get('ads')
  forPage(
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
    @Query(new ZodPipe(adsQuerySchema)) query: AdsQuery,
  ) {
    return this.ads.forPage(user, sessionId, query.page);
  }

  @Endpoint({
    summary: 'Record impressions, clicks and completed views',
    access: 'signed-in',
    description:
      'Body `{ events: [{ ad_id, kind, page }] }`, 1–50 per call, recorded under the caller and ' +
      'the sign-in session. An unknown ad refuses the whole batch, nothing written.',
    errors: ['AD_NOT_FOUND'],
    success: { description: 'Nothing: recorded.', status: 204 },
  })
  @Post('ads/events')
  @HttpCode(204)
  async events(
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
    @Body(new ZodPipe(adEventsSchema)) body: AdEventsInput,
  ): Promise<void> {
    await this.ads.record(user, sessionId, body);
  }

  @Endpoint({
    summary: 'Start a rewarded view',
    response: rewardedViewDtoSchema,
    access: 'signed-in',
    description:
      "The server's clock starts: the claim is accepted from `claimable_at` (the start plus " +
      "the ad's minimum view time). Refused while ads are off or outside the ad's dates.",
    errors: ['AD_NOT_FOUND', 'AD_NOT_REWARDED', 'ADS_UNAVAILABLE'],
    success: { description: `${shape('RewardedViewDto')}, with its \`view_token\`.`, status: 201 },
  })
  @Post('ads/:id/views')
  startView(@CurrentUser() user: User, @Param('id') id: string) {
    return this.rewards.startView(user, id);
  }

  @Endpoint({
    summary: "Claim a rewarded view's reward",
    response: rewardClaimDtoSchema,
    access: 'signed-in',
    description:
      'Once per token, only by the viewer, not before `claimable_at`: 7 premium days (added to ' +
      'a premium still running), the customization pack, the achievement badge with 500 ' +
      "reputation points, or 100 virtual coins (never money), granted in the claim's " +
      'transaction.',
    errors: ['AD_VIEW_NOT_FOUND', 'AD_VIEW_TOO_EARLY', 'AD_REWARD_ALREADY_CLAIMED'],
    success: { description: `${shape('RewardClaimDto')}: the reward and the rewards after it.` },
  })
  @Post('ads/views/:token/claim')
  @HttpCode(200)
  claim(@CurrentUser() user: User, @Param('token') token: string) {
    return this.rewards.claim(user, token);
  }

  @Endpoint({
    summary: "The caller's rewards",
    response: rewardsDtoSchema,
    access: 'signed-in',
    success: { description: `${shape('RewardsDto')}.` },
  })
  @Get('users/me/rewards')
  myRewards(@CurrentUser() user: User) {
    return this.rewards.rewardsOf(user);
  }

  @Endpoint({
    summary: 'Use an owned theme and badge',
    response: rewardsDtoSchema,
    access: 'signed-in',
    description: 'Body `{ active_theme, active_badge }`; null uses none.',
    errors: ['REWARD_NOT_OWNED'],
    success: { description: `${shape('RewardsDto')}, as saved.` },
  })
  @Put('users/me/rewards/customization')
  customize(
    @CurrentUser() user: User,
    @Body(new ZodPipe(rewardCustomizationSchema)) body: RewardCustomizationInput,
  ) {
    return this.rewards.customize(user, body);
  }

  @Endpoint({
    summary: 'Upload an ad image',
    response: adImageDtoSchema,
    access: 'super-admin',
    description:
      'A JPEG, PNG, GIF or WebP of at most 2 MB, typed from its bytes whatever its name; stored ' +
      'under DATA_DIR, outside the web root. Audited (`content_management`).',
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { image: { type: 'string', contentMediaType: 'image/*' } },
            required: ['image'],
          },
        },
      },
    },
    errors: ['PHOTO_TOO_LARGE', 'PHOTO_NOT_IMAGE'],
    success: {
      description: `${shape('AdImageDto')}: its \`url\` goes in the inventory.`,
      status: 201,
    },
  })
  @Post('superadmin/ad-images')
  async uploadImage(
    @CurrentUser() admin: User,
    @ClientIp() ip: string,
    @Req() request: AuthedRequest,
  ) {
    return this.images.upload(admin, await readSingleAdImage(request), ip);
  }

  @Endpoint({
    summary: 'An ad image',
    access: 'public',
    description:
      'Public: the member client shows it. An image never changes (a new one has a new id).',
    errors: ['AD_IMAGE_NOT_FOUND'],
    success: {
      description: 'The image, with its real type; cached for a year.',
      status: 200,
      mediaTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    },
  })
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

  @Endpoint({
    summary: 'Counts per ad',
    response: adStatsListSchema,
    access: 'super-admin',
    description:
      'Impressions, clicks, completed views and rewards claimed, for every ad of the ' +
      'inventory, then for any removed ad that has counts.',
    success: { description: `A list of ${shape('AdStatsRowDto')}.` },
  })
  @Get('superadmin/ads/stats')
  stats() {
    return this.ads.stats();
  }
}
