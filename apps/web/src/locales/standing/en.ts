import type { StandingLocale } from './fr';

/** English texts of a member's standing. */
export const standingEn: StandingLocale = {
  card: {
    title: 'My reliability',
    score: '{{score}}/100',
    scoreLabel: 'Reliability score: {{score}} out of 100',
    none: 'No score yet: it appears after your first deadline has passed',
    counted:
      'It counts the cycles of all your groups whose deadline (grace days included) has passed.',
  },
  formula:
    'Score: 100 × (on time + ½ × late) ÷ cycles owed, minus 10 per unpaid fine, plus 2 per completed rotation, between 0 and 100.',
  counts: {
    cyclesOwed: 'Cycles owed',
    onTime: 'On time',
    late: 'Late',
    missed: 'Missed',
    fines: 'Fines',
    finesUnpaid: 'of which unpaid',
    completedRotations: 'Completed rotations',
  },
  badge: {
    score: 'Reliability {{score}}/100',
    new: 'New',
    newLabel: 'Reliability: New',
    details: '{{name}}’s reliability',
    none: 'No score yet: no deadline has passed.',
  },
};
