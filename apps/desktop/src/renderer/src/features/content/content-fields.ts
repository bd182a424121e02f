import type { ContentSettings } from '@tontine/contracts';

/** How a content setting is edited: the kind picks the input, text kinds are debounced. */
export type ContentFieldKind = 'text' | 'longText' | 'url' | 'number' | 'switch';

export interface ContentField {
  key: keyof ContentSettings;
  kind: ContentFieldKind;
}

export interface ContentSection {
  id: 'texts' | 'ads' | 'emails' | 'notifications' | 'links';
  fields: ContentField[];
}

/** The content settings of the platform, grouped as the tab shows them. */
export const CONTENT_SECTIONS: ContentSection[] = [
  {
    id: 'texts',
    fields: [
      { key: 'welcome_message', kind: 'longText' },
      { key: 'maintenance_message', kind: 'longText' },
      { key: 'terms_of_service', kind: 'longText' },
    ],
  },
  {
    id: 'ads',
    fields: [
      { key: 'ads_enabled', kind: 'switch' },
      { key: 'homepage_ad_url', kind: 'url' },
      { key: 'dashboard_ad_url', kind: 'url' },
      { key: 'ad_frequency', kind: 'number' },
    ],
  },
  {
    id: 'emails',
    fields: [
      { key: 'welcome_email_template', kind: 'longText' },
      { key: 'payment_confirmation_email', kind: 'longText' },
    ],
  },
  {
    id: 'notifications',
    fields: [
      { key: 'email_notifications_enabled', kind: 'switch' },
      { key: 'sms_notifications_enabled', kind: 'switch' },
      { key: 'push_notifications_enabled', kind: 'switch' },
    ],
  },
  {
    // The member client's maintenance page shows these; an empty one is not shown.
    id: 'links',
    fields: [
      { key: 'contact_url', kind: 'url' },
      { key: 'facebook_url', kind: 'url' },
      { key: 'x_url', kind: 'url' },
      { key: 'instagram_url', kind: 'url' },
      { key: 'whatsapp_url', kind: 'url' },
    ],
  },
];

/** Typing pauses this long before a text is sent: one request per pause, not per key. */
export const TEXT_SAVE_DELAY_MS = 800;
