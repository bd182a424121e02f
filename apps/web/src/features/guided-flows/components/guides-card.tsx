import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { GUIDED_FLOW_NAMES, GUIDED_FLOWS, type FlowProgressDto } from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFlows } from '../api/get-flows';
import { guidePath } from '../utils/flows';
import { registerGuidedFlowsTexts } from '../../../locales/guided-flows';
import { StepProgress } from './step-progress';

registerGuidedFlowsTexts();

function FlowRow({
  flow,
  progress,
}: {
  flow: (typeof GUIDED_FLOW_NAMES)[number];
  progress?: FlowProgressDto;
}) {
  const { t } = useTranslation();
  const total = GUIDED_FLOWS[flow].length;
  const reached = progress ? progress.step_index + 1 : 0;
  const done = progress?.completed ?? false;
  const label = t(`guidedFlows.flows.${flow}`);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} size="sm" truncate="end">
          {label}
        </Text>
        {done ? (
          <Badge color="teal" variant="light">
            {t('guidedFlows.card.done')}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {progress
              ? t('guidedFlows.nav.progress', { current: reached, total })
              : t('guidedFlows.card.notStarted')}
          </Text>
        )}
      </Group>
      <StepProgress
        value={done ? 100 : (reached / total) * 100}
        label={t('guidedFlows.card.progressOf', { flow: label })}
      />
      <Group justify="flex-end">
        <Button
          component={Link}
          to={done || !progress ? guidePath(flow) : `/guide/${flow}`}
          size="xs"
          variant={progress && !done ? 'filled' : 'light'}
          aria-label={`${
            done
              ? t('guidedFlows.card.restart')
              : progress
                ? t('guidedFlows.card.resume')
                : t('guidedFlows.card.start')
          } : ${label}`}
        >
          {done
            ? t('guidedFlows.card.restart')
            : progress
              ? t('guidedFlows.card.resume')
              : t('guidedFlows.card.start')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The home's "Guides" card: each flow with the member's progress, to start or resume. */
export function GuidesCard() {
  const { t } = useTranslation();
  const flows = useFlows();
  const byFlow = new Map((flows.data ?? []).map((p) => [p.flow, p]));
  const fresh = flows.isSuccess && byFlow.size === 0;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="guides-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconRoute size={20} aria-hidden />
          <Title order={2} fz="h4" id="guides-title">
            {t('guidedFlows.card.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {fresh ? t('guidedFlows.card.offer') : t('guidedFlows.card.text')}
        </Text>
        {GUIDED_FLOW_NAMES.map((flow) => (
          <FlowRow key={flow} flow={flow} progress={byFlow.get(flow)} />
        ))}
      </Stack>
    </Card>
  );
}
