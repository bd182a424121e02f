import type { StandingLocale } from './fr';

/** Swahili texts of a member's standing. */
export const standingSw: StandingLocale = {
  card: {
    title: 'Uaminifu wangu',
    score: '{{score}}/100',
    scoreLabel: 'Alama ya uaminifu: {{score}} kati ya 100',
    none: 'Bado huna alama: itaonekana baada ya tarehe yako ya kwanza ya malipo kupita',
    counted:
      'Inahesabu mizunguko ya vikundi vyako vyote ambayo tarehe ya mwisho (pamoja na muda wa nyongeza) imepita.',
  },
  formula:
    'Hesabu: 100 × (kwa wakati + ½ × kwa kuchelewa) ÷ mizunguko inayodaiwa, toa 10 kwa kila faini ambayo haijalipwa, ongeza 2 kwa kila raundi iliyokamilika, kati ya 0 na 100.',
  counts: {
    cyclesOwed: 'Mizunguko inayodaiwa',
    onTime: 'Kwa wakati',
    late: 'Kwa kuchelewa',
    missed: 'Hayakulipwa',
    fines: 'Faini',
    finesUnpaid: 'ambazo hazijalipwa',
    completedRotations: 'Raundi zilizokamilika',
  },
  badge: {
    score: 'Uaminifu {{score}}/100',
    new: 'Mpya',
    newLabel: 'Uaminifu: Mpya',
    details: 'Uaminifu wa {{name}}',
    none: 'Bado hana alama: hakuna tarehe ya malipo iliyopita.',
  },
};
