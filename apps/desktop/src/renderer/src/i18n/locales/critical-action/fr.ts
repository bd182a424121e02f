import type { LocaleShape } from '../locale-shape';

/** The critical-action confirmation's strings (French, the default). */
export const criticalActionFr = {
  criticalAction: {
    warning: 'Action critique : elle est enregistrée dans le journal d’audit.',
    cancel: 'Annuler',
    confirm: 'Confirmer',
  },
};

export type CriticalActionLocale = LocaleShape<typeof criticalActionFr>;
