import type { RemindersLocale } from './fr';

/** Swahili texts of payment reminders outside the app. */
export const remindersSw: RemindersLocale = {
  unavailable: {
    notConfigured: {
      in_app: 'Arifa za kusukuma hazipatikani kwenye seva hii.',
      email: 'Utumaji wa barua pepe haujawekwa kwenye seva hii.',
      sms: 'Utumaji wa SMS haujawekwa kwenye seva hii.',
    },
    disabledByPlatform: {
      in_app: 'Arifa za kusukuma zimezimwa na jukwaa.',
      email: 'Barua pepe zimezimwa na jukwaa.',
      sms: 'SMS zimezimwa na jukwaa.',
    },
    noPhone: 'Ongeza nambari ya simu kwenye kichupo cha Wasifu ili upokee SMS.',
  },
  settings: {
    title: 'Vikumbusho vya malipo',
    intro: 'Mipangilio hii inahusu vikumbusho vinavyotumwa kwa barua pepe na kwa SMS.',
    disabled:
      'Vikumbusho vya malipo vimezimwa: washa « Vikumbusho vya malipo » hapo juu kisha uhifadhi ili uvipokee.',
    loading: 'Inapakia vikumbusho...',
    loadFailed: 'Imeshindwa kupakia mapendeleo ya vikumbusho',
    quietHours: 'Saa za utulivu',
    quietHoursHint:
      'Hakuna barua pepe wala SMS katika saa hizi: kikumbusho kinasubiri hadi zimalizike.',
    quietStart: 'Utulivu kuanzia',
    quietEnd: 'Utulivu hadi',
    dailyLimit: 'Idadi ya juu ya vikumbusho kwa siku',
    dailyLimitHint: '{{min}} hadi {{max}}, barua pepe na SMS pamoja',
    timeZone: 'Saa za eneo',
    timeZoneHint: 'Saa za utulivu na kikomo cha siku hufuata saa hizi za eneo.',
    noTimeZoneFound: 'Hakuna saa za eneo zilizopatikana',
    save: 'Hifadhi vikumbusho',
  },
  recent: {
    title: 'Vikumbusho vya mwisho vilivyotumwa',
    empty: 'Bado hakuna kikumbusho kilichotumwa kwa barua pepe au SMS.',
    channels: { email: 'Barua pepe', sms: 'SMS' },
    kinds: {
      before_due: 'Kabla ya tarehe ya malipo',
      due_today: 'Siku ya malipo',
      overdue: 'Imechelewa',
    },
    statuses: {
      queued: 'Kinasubiri',
      sending: 'Kinatumwa',
      sent: 'Kimetumwa',
      delivered: 'Kimepokelewa',
      failed: 'Kimeshindwa',
      over_limit: 'Kikomo cha siku kimefikiwa',
      cancelled: 'Kimeghairiwa',
    },
    cycle: 'mzunguko {{cycle}}',
    scheduled: 'Kitatumwa {{time}}',
    failure: 'Sababu: {{reason}}',
  },
  unsubscribe: {
    title: 'Vikumbusho vya malipo',
    explain:
      'Kiungo hiki kinasimamisha vikumbusho vya malipo vinavyotumwa kwa njia ambayo ulipokea kiungo hiki (barua pepe au SMS).',
    unchanged: 'Vikundi vyako, arifa zako nyingine na vikumbusho ndani ya programu havibadiliki.',
    confirm: 'Acha kupokea vikumbusho hivi',
    again: 'Unaweza kuviwasha tena wakati wowote katika Mipangilio › Arifa.',
    open: 'Fungua Tontine',
  },
};
