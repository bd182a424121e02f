import { Box, Card, Group, RingProgress, Stack, Text, Title } from '@mantine/core';
import type { MemberStandingDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { useMyStanding } from '../api/get-my-standing';
import { standingColor } from '../utils/standing-color';
import { StandingBreakdown } from './standing-breakdown';

function StandingView({ standing }: { standing: MemberStandingDto }) {
  const { t } = useTranslation();
  const { score } = standing;
  if (score === null) return <Text size="sm">{t('standing.card.none')}</Text>;
  return (
    // Side by side on a phone too; the counts go under the ring where a long language needs it.
    <Group gap="md" align="center">
      <Box role="img" aria-label={t('standing.card.scoreLabel', { score })}>
        <RingProgress
          size={104}
          thickness={10}
          roundCaps
          sections={[{ value: score, color: standingColor(score) }]}
          label={
            <Text ta="center" fw={700} fz="lg">
              {t('standing.card.score', { score })}
            </Text>
          }
        />
      </Box>
      <Box flex={1} miw={180}>
        <StandingBreakdown standing={standing} />
      </Box>
    </Group>
  );
}

/**
 * The dashboard's « Ma fiabilité »: the member's score out of 100 and what it is made of, with
 * the formula in a sentence, so that a member can see why it is what it is and what raises it.
 */
export function MyStandingCard() {
  const { t } = useTranslation();
  const query = useMyStanding();
  return (
    <Card withBorder radius="md" component="section" aria-label={t('standing.card.title')}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('standing.card.title')}
        </Title>
        <QueryResult query={query}>
          {(standing) => <StandingView standing={standing} />}
        </QueryResult>
        <Text size="xs" c="dimmed">
          {t('standing.formula')} {t('standing.card.counted')}
        </Text>
      </Stack>
    </Card>
  );
}
