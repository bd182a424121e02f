import {
  CHAIN_FAILURE_REASONS,
  readNotificationTemplate,
  type NotificationDto,
} from '@tontine/contracts';
import type { TFunction } from 'i18next';
import { formatDate, formatMoney } from '../../../lib/format';

export interface NotificationText {
  title: string;
  message: string;
}

/**
 * A notification's title and message in the reader's language, from the template the API
 * names in `data`. Rows without a template this client knows (written before templates, or by
 * a newer API) keep the French texts the API stored.
 */
export function notificationText(
  item: Pick<NotificationDto, 'title' | 'message' | 'data'>,
  t: TFunction,
): NotificationText {
  const stored = readNotificationTemplate(item.data);
  if (!stored) return { title: item.title, message: item.message };
  const { template, params } = stored;
  const values: Record<string, string> = { ...params };
  if (params.currency)
    for (const money of ['amount', 'outstanding'] as const)
      if (params[money]) values[money] = formatMoney(params[money], params.currency);
  for (const day of ['due_date', 'first_due_date'] as const)
    if (params[day]) values[day] = formatDate(params[day]);
  // A chain check's refusal names its reason by code: shown in the reader's language.
  const code = item.data?.reason_code;
  if (code && (CHAIN_FAILURE_REASONS as readonly string[]).includes(code)) {
    values.reason = t(`crypto.pay.failure.${code as (typeof CHAIN_FAILURE_REASONS)[number]}`);
  }
  return {
    title: t(`notifications.templates.${template}.title`, { replace: values }),
    message: t(`notifications.templates.${template}.message`, { replace: values }),
  };
}
