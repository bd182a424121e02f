import type { CriticalActionLocale } from './fr';

export const criticalActionEn: CriticalActionLocale = {
  criticalAction: {
    warning: 'Critical action: it is recorded in the audit trail.',
    cancel: 'Cancel',
    confirm: 'Confirm',
  },
};
