import {
  adSchema,
  AD_TYPES,
  REWARD_TYPES,
  rewardedMinViewSeconds,
  type AdDto,
  type RewardType,
} from '@tontine/contracts';
import type { InventoryAd } from './api/ads-api';

/**
 * The form's values: every field of an ad as the client shows it (AdDto), with what the inputs
 * hold differently: no reward as '', the dates as local date-times, the languages.
 */
export interface AdFormValues extends Omit<AdDto, 'reward'> {
  reward: RewardType | '';
  active_from: string;
  active_to: string;
  languages: ('fr' | 'en' | 'sw')[];
}

export type AdFormErrors = Partial<Record<keyof AdFormValues, string>>;

export const EMPTY_AD: AdFormValues = {
  id: '',
  type: 'banner',
  title: '',
  subtitle: '',
  brand: '',
  cta: '',
  image_url: '',
  video_thumbnail_url: '',
  external_url: '',
  reward: '',
  min_view_seconds: 0,
  duration: 15,
  active_from: '',
  active_to: '',
  languages: [],
};

export { AD_TYPES, REWARD_TYPES };

/** An ISO time as a `datetime-local` input shows it (the operator's local time). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function toFormValues(ad: InventoryAd): AdFormValues {
  return {
    ...ad,
    reward: ad.reward ?? '',
    active_from: toLocalInput(ad.active_from),
    active_to: toLocalInput(ad.active_to),
    languages: [...ad.languages],
  };
}

/**
 * The form's values as an inventory ad, checked by the contracts' schema of an ad, the ids of
 * the other ads and the rule that a rewarded ad (and only it) names a reward. The errors are
 * message keys of the console's translations, by field.
 */
export function readForm(
  values: AdFormValues,
  otherIds: string[],
): { ad: InventoryAd; errors: null } | { ad: null; errors: AdFormErrors } {
  const errors: AdFormErrors = {};
  const local = (v: string) => (v ? new Date(v).toISOString() : null);
  const candidate = {
    ...values,
    id: values.id.trim(),
    title: values.title.trim(),
    reward: values.type === 'rewarded' ? values.reward || null : null,
    min_view_seconds:
      values.type === 'rewarded' ? rewardedMinViewSeconds(values) : values.min_view_seconds,
    active_from: local(values.active_from),
    active_to: local(values.active_to),
  };
  const parsed = adSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof AdFormValues | undefined;
      if (field && !errors[field]) errors[field] = 'messages.invalidValue';
    }
  }
  if (!candidate.id) errors.id = 'adsSection.required';
  if (!candidate.title) errors.title = 'adsSection.required';
  if (candidate.id && otherIds.includes(candidate.id)) errors.id = 'adsSection.idTaken';
  if (values.type === 'rewarded' && !values.reward) errors.reward = 'adsSection.rewardRequired';
  if (Object.keys(errors).length > 0 || !parsed.success) return { ad: null, errors };
  return { ad: parsed.data, errors: null };
}
