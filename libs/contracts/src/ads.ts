import { z } from 'zod';

/**
 * The advertising layer that funds the free tier:
 * the inventory lives in the `ads` platform document (platform-documents.ts), the server picks
 * what a page shows, records what was seen and grants rewards. These are the shapes both
 * clients and the API share.
 */

/** The pages the client asks about (`GET /api/ads?page=`). */
export const AD_PAGES = [
  'home',
  'discover',
  'chat',
  'groups',
  'timeline',
  'join-requests',
  'payment',
  'transaction',
  'member-management',
  'admin-panel',
  'security-settings',
  'password-change',
] as const;
export type AdPage = (typeof AD_PAGES)[number];

/** Restricted pages: never an ad on these, nor a request for one. */
export const AD_RESTRICTED_PAGES: readonly AdPage[] = [
  'payment',
  'transaction',
  'member-management',
  'admin-panel',
  'security-settings',
  'password-change',
];
/** Pages with a banner, and pages with native cards. */
export const BANNER_PAGES: readonly AdPage[] = ['home', 'discover', 'chat', 'groups'];
export const NATIVE_PAGES: readonly AdPage[] = ['home', 'discover', 'groups', 'timeline'];
/** Where a native card sits. */
export const NATIVE_PLACEMENTS = ['feed', 'discovery', 'groupSuggestion'] as const;
export type NativePlacement = (typeof NATIVE_PLACEMENTS)[number];

/** The moments an interstitial may show, and the seconds before it can be closed. */
export const INTERSTITIAL_CONTEXTS = [
  'group-created',
  'payment-completed',
  'member-joined',
  'profile-updated',
  'transition',
] as const;
export type InterstitialContext = (typeof INTERSTITIAL_CONTEXTS)[number];
export const INTERSTITIAL_CLOSE_DELAY_SECONDS: Record<InterstitialContext, number> = {
  'group-created': 5,
  'payment-completed': 5,
  'member-joined': 3,
  'profile-updated': 3,
  transition: 4,
};

export const AD_TYPES = ['banner', 'native', 'interstitial', 'rewarded'] as const;
export type AdType = (typeof AD_TYPES)[number];

/** Seconds between two ads of a type, per session; ads per session; the banner's delay. */
export const AD_FREQUENCY_CAP_SECONDS: Record<AdType, number> = {
  banner: 180,
  native: 300,
  interstitial: 600,
  rewarded: 0,
};
export const MAX_ADS_PER_SESSION = 5;
export const BANNER_DELAY_MS = 3000;
/** A native card is placed after every item whose 1-based position is a positive multiple of 3. */
export const NATIVE_EVERY = 3;

/** The four rewards. */
/**
 * A rewarded video's lengths and the seconds it must play before it can be closed or skipped:
 * a 30 s video may be closed after 20 s, 25 s after 18 s, 20 s after 15 s, 15 s after 12 s.
 */
export const REWARDED_VIDEO_TIMINGS = [
  { duration: 30, min_view_seconds: 20 },
  { duration: 25, min_view_seconds: 18 },
  { duration: 20, min_view_seconds: 15 },
  { duration: 15, min_view_seconds: 12 },
] as const;
export const REWARDED_VIDEO_DURATIONS = REWARDED_VIDEO_TIMINGS.map((t) => t.duration);

/**
 * The seconds before a rewarded ad may be closed: the timing of its length when the length is
 * one of REWARDED_VIDEO_TIMINGS (whatever the inventory says), otherwise its own minimum, never
 * longer than the video itself.
 */
export function rewardedMinViewSeconds(ad: { duration: number; min_view_seconds: number }): number {
  const timing = REWARDED_VIDEO_TIMINGS.find((t) => t.duration === ad.duration);
  return timing ? timing.min_view_seconds : Math.min(ad.min_view_seconds, ad.duration);
}

export const REWARD_TYPES = [
  'premium-trial',
  'customization-pack',
  'achievement-badge',
  'virtual-coins',
] as const;
export type RewardType = (typeof REWARD_TYPES)[number];
export const PREMIUM_TRIAL_DAYS = 7;
export const BADGE_REPUTATION_POINTS = 500;
export const VIRTUAL_COINS_REWARD = 100;
/** The customization pack: 5 themes and 10 badges, usable in the client. */
export const CUSTOM_THEMES = ['sunset', 'ocean', 'forest', 'savanna', 'midnight'] as const;
export type CustomTheme = (typeof CUSTOM_THEMES)[number];
export const CUSTOM_BADGES = [
  'star',
  'crown',
  'heart',
  'rocket',
  'shield',
  'leaf',
  'flame',
  'diamond',
  'trophy',
  'sun',
] as const;
export type CustomBadge = (typeof CUSTOM_BADGES)[number];
/** The badge the achievement reward grants (with the reputation points). */
export const ACHIEVEMENT_BADGE = 'ad-supporter';

/** One ad as the client shows it. Images are absolute http(s) URLs or the API's own `/api/ad-images/…`. */
export const adDtoSchema = z.strictObject({
  id: z.string(),
  type: z.enum(AD_TYPES),
  title: z.string(),
  subtitle: z.string(),
  brand: z.string(),
  cta: z.string(),
  image_url: z.string(),
  video_thumbnail_url: z.string(),
  external_url: z.string(),
  /** Seconds before a rewarded ad may be closed or skipped. */
  min_view_seconds: z.number(),
  /** Seconds the ad runs (a rewarded video's length). */
  duration: z.number(),
  /** Rewarded ads only. */
  reward: z.enum(REWARD_TYPES).nullable(),
});
export type AdDto = z.output<typeof adDtoSchema>;

/** Why a page gets no ad at all. */
export const NO_AD_REASONS = ['disabled', 'premium', 'restricted', 'session-cap'] as const;
export type NoAdReason = (typeof NO_AD_REASONS)[number];

/**
 * `GET /api/ads?page=…`: what the page may show now. The server applies the inventory's dates
 * and languages, the restricted pages, premium, the session's cap and the per-type frequency
 * caps (from the impressions it recorded in this session); the client still waits the banner's
 * delay and places the native cards.
 */
export const adsForPageDtoSchema = z.strictObject({
  page: z.enum(AD_PAGES),
  /** null when the page may show ads; otherwise why not (and every list is empty). */
  none: z.enum(NO_AD_REASONS).nullable(),
  banner: adDtoSchema.nullable(),
  native: z.array(adDtoSchema),
  /** One per context that has an ad to show now. */
  interstitials: z.partialRecord(z.enum(INTERSTITIAL_CONTEXTS), adDtoSchema),
  rewarded: adDtoSchema.nullable(),
  /** Ads this session may still show (MAX_ADS_PER_SESSION minus the impressions recorded). */
  remaining_in_session: z.number().int(),
  /** The content setting ad_frequency, in milliseconds. */
  ad_frequency_ms: z.number(),
  /** The content settings' homepage_ad_url / dashboard_ad_url: where a click on the home banner leads when the ad has none. */
  homepage_ad_url: z.string(),
  dashboard_ad_url: z.string(),
});
export type AdsForPageDto = z.output<typeof adsForPageDtoSchema>;

export const AD_EVENT_KINDS = ['impression', 'click', 'complete'] as const;
export type AdEventKind = (typeof AD_EVENT_KINDS)[number];

/** `POST /api/ads/events` (batched by the client): 204. No personal data beyond the caller. */
export const adEventsSchema = z.strictObject({
  events: z
    .array(
      z.strictObject({
        ad_id: z.string().min(1).max(40),
        kind: z.enum(AD_EVENT_KINDS),
        page: z.enum(AD_PAGES),
      }),
    )
    .min(1)
    .max(50),
});
export type AdEventsInput = z.input<typeof adEventsSchema>;

/** `POST /api/ads/:id/views`: a rewarded view starts; the server's clock counts from here. */
export const rewardedViewDtoSchema = z.strictObject({
  view_token: z.string(),
  ad_id: z.string(),
  reward: z.enum(REWARD_TYPES),
  min_view_seconds: z.number(),
  started_at: z.string(),
  /** The earliest moment the claim is accepted (started_at + min_view_seconds). */
  claimable_at: z.string(),
});
export type RewardedViewDto = z.output<typeof rewardedViewDtoSchema>;

/** `GET /api/users/me/rewards`: what the caller has earned. Virtual coins are never money. */
export const rewardsDtoSchema = z.strictObject({
  /** ISO time until which the caller is premium (no ads), or null. */
  premium_until: z.string().nullable(),
  is_premium: z.boolean(),
  coins: z.number().int(),
  reputation: z.number().int(),
  /** Badges owned: the pack's and the achievement badge. */
  badges: z.array(z.string()),
  /** Themes owned (the pack's). */
  themes: z.array(z.string()),
  /** What the caller chose to use from what they own. */
  active_theme: z.string().nullable(),
  active_badge: z.string().nullable(),
});
export type RewardsDto = z.output<typeof rewardsDtoSchema>;

/** `POST /api/ads/views/:token/claim`: the reward granted, and the caller's rewards after it. */
export const rewardClaimDtoSchema = z.strictObject({
  reward: z.enum(REWARD_TYPES),
  rewards: rewardsDtoSchema,
});
export type RewardClaimDto = z.output<typeof rewardClaimDtoSchema>;

/** `PUT /api/users/me/rewards/customization`: use an owned theme and badge (null: none). */
export const rewardCustomizationSchema = z.strictObject({
  active_theme: z.string().max(40).nullable(),
  active_badge: z.string().max(40).nullable(),
});
export type RewardCustomizationInput = z.input<typeof rewardCustomizationSchema>;

/** `GET /api/superadmin/ads/stats`: counts per ad, for the console. */
export const adStatsRowDtoSchema = z.strictObject({
  ad_id: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  completions: z.number().int(),
  rewards_claimed: z.number().int(),
});
export type AdStatsRowDto = z.output<typeof adStatsRowDtoSchema>;

export const adStatsListSchema = z.array(adStatsRowDtoSchema);

/** `POST /api/superadmin/ad-images` (multipart, one image): where the image is served. */
export const adImageDtoSchema = z.strictObject({
  id: z.string(),
  url: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});
export type AdImageDto = z.output<typeof adImageDtoSchema>;
