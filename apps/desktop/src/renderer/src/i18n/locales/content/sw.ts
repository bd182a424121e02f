import type { ContentLocale } from './fr';

export const contentSw: ContentLocale = {
  contentTab: {
    intro: 'Kila sehemu huhifadhiwa mara inapobadilika (maandishi, uandishi ukisimama).',
    loading: 'Inapakia maudhui…',
    loadFailed: 'Hitilafu wakati wa kupakia data',
    saveFailed: 'Hitilafu wakati wa kusasisha maudhui',
    noMatch: 'Hakuna sehemu inayolingana na utafutaji.',
    status: {
      pending: 'Mabadiliko yanasubiri…',
      saving: 'Inahifadhi…',
      saved: 'Maudhui yamesasishwa',
      failed: 'Haijahifadhiwa',
    },
    sections: {
      texts: 'Maandishi',
      ads: 'Matangazo',
      emails: 'Violezo vya barua pepe',
      notifications: 'Arifa',
      links: 'Viungo vya ukurasa wa matengenezo',
    },
    hints: {
      ad_frequency: 'Kwa milisekunde (30000 = sekunde 30)',
      placeholders: 'Vigezo vinavyopatikana:',
      welcome_message:
        'Huonyeshwa kwa wanachama wapya kwenye skrini ya “Karibu” baada ya kujisajili; tupu: hakuna.',
      terms_of_service:
        'Huonyeshwa kwenye ukurasa wa sheria na masharti (/terms), aya moja kwa kila kipande kilichotenganishwa na mstari tupu; tupu: maandishi yaliyojengwa ndani.',
    },
    fields: {
      welcome_message: 'Ujumbe wa kukaribisha',
      maintenance_message: 'Ujumbe wa matengenezo',
      terms_of_service: 'Masharti ya matumizi',
      homepage_ad_url: 'URL ya tangazo (ukurasa wa nyumbani)',
      dashboard_ad_url: 'URL ya tangazo (dashibodi)',
      ad_frequency: 'Marudio ya matangazo',
      ads_enabled: 'Matangazo yamewashwa',
      welcome_email_template: 'Barua pepe ya kukaribisha',
      payment_confirmation_email: 'Barua pepe ya uthibitisho wa malipo',
      email_notifications_enabled: 'Arifa za barua pepe',
      sms_notifications_enabled: 'Arifa za SMS',
      push_notifications_enabled: 'Arifa za push',
      contact_url: 'Kiungo cha mawasiliano',
      facebook_url: 'Ukurasa wa Facebook',
      x_url: 'Akaunti ya X (Twitter)',
      instagram_url: 'Akaunti ya Instagram',
      whatsapp_url: 'Kiungo cha WhatsApp',
    },
  },
};
