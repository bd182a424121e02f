import { Box, Text } from '@mantine/core';
import type { MemberStandingDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

type Count =
  'cyclesOwed' | 'onTime' | 'late' | 'missed' | 'fines' | 'finesUnpaid' | 'completedRotations';

const COUNTS: ReadonlyArray<[Count, (s: MemberStandingDto) => number]> = [
  ['cyclesOwed', (s) => s.cycles_owed],
  ['onTime', (s) => s.on_time],
  ['late', (s) => s.late],
  ['missed', (s) => s.missed],
  ['fines', (s) => s.fines],
  ['finesUnpaid', (s) => s.fines_unpaid],
  ['completedRotations', (s) => s.completed_rotations],
];

/**
 * What a score is made of, one count a line (a description list: each label reads with its
 * number). The unpaid fines are a part of the fines, indented under them.
 */
export function StandingBreakdown({ standing }: { standing: MemberStandingDto }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 16, rowGap: 2 }}
    >
      {COUNTS.map(([key, count]) => (
        <Box key={key} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" pl={key === 'finesUnpaid' ? 'md' : 0}>
            {t(`standing.counts.${key}`)}
          </Text>
          <Text component="dd" size="sm" fw={700} ta="right" m={0}>
            {count(standing)}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
