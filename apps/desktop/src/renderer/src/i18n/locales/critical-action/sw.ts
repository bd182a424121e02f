import type { CriticalActionLocale } from './fr';

export const criticalActionSw: CriticalActionLocale = {
  criticalAction: {
    warning: 'Kitendo nyeti: kinarekodiwa kwenye kumbukumbu ya ukaguzi.',
    cancel: 'Ghairi',
    confirm: 'Thibitisha',
  },
};
