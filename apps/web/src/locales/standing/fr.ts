/**
 * French texts of a member's standing: the member's own card on the dashboard and the badge
 * the group's admins see beside each member and each join request.
 */
export const standingFr = {
  card: {
    title: 'Ma fiabilité',
    score: '{{score}}/100',
    scoreLabel: 'Score de fiabilité : {{score}} sur 100',
    none: 'Pas encore de score : il apparaît après votre première échéance passée',
    counted:
      'Comptent les cycles de tous vos groupes dont l’échéance (jours de grâce compris) est passée.',
  },
  formula:
    'Calcul : 100 × (à l’heure + ½ × en retard) ÷ cycles dus, moins 10 par amende impayée, plus 2 par rotation terminée, entre 0 et 100.',
  counts: {
    cyclesOwed: 'Cycles dus',
    onTime: 'À l’heure',
    late: 'En retard',
    missed: 'Manqués',
    fines: 'Amendes',
    finesUnpaid: 'dont impayées',
    completedRotations: 'Rotations terminées',
  },
  badge: {
    score: 'Fiabilité {{score}}/100',
    new: 'Nouveau',
    newLabel: 'Fiabilité : Nouveau',
    details: 'Fiabilité de {{name}}',
    none: 'Pas encore de score : aucune échéance passée.',
  },
};

export type StandingLocale = typeof standingFr;
