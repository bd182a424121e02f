import { Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { FlowNavPlacement } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { registerGuidedFlowsTexts } from '../../../locales/guided-flows';
import { StepProgress } from './step-progress';

registerGuidedFlowsTexts();

interface FlowNavBarProps {
  placement: FlowNavPlacement;
  index: number;
  total: number;
  stepLabel: string;
  onBack: () => void;
  onNext: () => void;
  busy?: boolean;
}

/** Floating: over the page's bottom corner, above the phone's bottom bar and beside the side bar. */
const FLOATING: CSSProperties = {
  position: 'fixed',
  zIndex: 150,
  bottom: 'calc(var(--app-shell-footer-offset, 0rem) + 1rem)',
  left: 'calc(var(--app-shell-navbar-offset, 0rem) + 1rem)',
  right: '1rem',
  maxWidth: '36rem',
  marginInline: 'auto',
};

/** Back, the progress (step index + 1 over the steps) and Next, in one of three placements. */
export function FlowNavBar({
  placement,
  index,
  total,
  stepLabel,
  onBack,
  onNext,
  busy,
}: FlowNavBarProps) {
  const { t } = useTranslation();
  const last = index === total - 1;
  return (
    <Paper
      component="nav"
      aria-label={t('guidedFlows.nav.label')}
      data-placement={placement}
      withBorder
      radius="md"
      p="sm"
      shadow={placement === 'floating' ? 'lg' : undefined}
      style={placement === 'floating' ? FLOATING : undefined}
    >
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Button
          variant="default"
          onClick={onBack}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          aria-keyshortcuts="Alt+ArrowLeft Escape"
          px="sm"
        >
          {t('guidedFlows.nav.back')}
        </Button>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          {/* Short on a phone: "3 / 5" and the step's name; the full wording is the bar's label. */}
          <Text size="xs" ta="center" fw={600} aria-hidden>
            {index + 1} / {total}
          </Text>
          <Text size="xs" ta="center" truncate="end" aria-live="polite">
            <VisuallyHidden component="span">
              {t('guidedFlows.nav.progress', { current: index + 1, total })} ·{' '}
            </VisuallyHidden>
            {stepLabel}
          </Text>
          <StepProgress
            value={((index + 1) / total) * 100}
            label={t('guidedFlows.nav.progress', { current: index + 1, total })}
          />
        </Stack>
        <Button
          onClick={onNext}
          loading={busy}
          rightSection={<IconArrowRight size={16} aria-hidden />}
          aria-keyshortcuts="Alt+ArrowRight"
          px="sm"
        >
          {last ? t('guidedFlows.nav.finish') : t('guidedFlows.nav.next')}
        </Button>
      </Group>
    </Paper>
  );
}
