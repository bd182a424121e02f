import type { ContentLocale } from './fr';

export const contentEn: ContentLocale = {
  contentTab: {
    intro: 'Each field is saved as soon as it changes (texts once typing pauses).',
    loading: 'Loading content…',
    loadFailed: 'Error while loading data',
    saveFailed: 'Error while updating content',
    noMatch: 'No field matches the search.',
    status: {
      pending: 'Change pending…',
      saving: 'Saving…',
      saved: 'Content updated successfully',
      failed: 'Not saved',
    },
    sections: {
      texts: 'Texts',
      ads: 'Ads',
      emails: 'E-mail templates',
      notifications: 'Notifications',
      links: 'Maintenance page links',
    },
    hints: {
      ad_frequency: 'In milliseconds (30000 = 30 s)',
      placeholders: 'Available variables:',
      welcome_message:
        'Shown to new members on the “Welcome” screen after registration; empty: none.',
      terms_of_service:
        'Shown on the terms and conditions page (/terms), one paragraph per block separated by a blank line; empty: the built-in text.',
    },
    fields: {
      welcome_message: 'Welcome message',
      maintenance_message: 'Maintenance message',
      terms_of_service: 'Terms of service',
      homepage_ad_url: 'Ad URL (home page)',
      dashboard_ad_url: 'Ad URL (dashboard)',
      ad_frequency: 'Ad frequency',
      ads_enabled: 'Ads enabled',
      welcome_email_template: 'Welcome e-mail',
      payment_confirmation_email: 'Payment confirmation e-mail',
      email_notifications_enabled: 'E-mail notifications',
      sms_notifications_enabled: 'SMS notifications',
      push_notifications_enabled: 'Push notifications',
      contact_url: 'Contact link',
      facebook_url: 'Facebook page',
      x_url: 'X (Twitter) account',
      instagram_url: 'Instagram account',
      whatsapp_url: 'WhatsApp link',
    },
  },
};
