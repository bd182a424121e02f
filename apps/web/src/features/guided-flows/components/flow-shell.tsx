import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Box, Group, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import {
  FLOW_NAV_PLACEMENTS,
  GUIDED_FLOWS,
  type FeedbackType,
  type FlowNavPlacement,
  type GuidedFlowName,
} from '@tontine/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSaveFlowProgress } from '../api/save-flow-progress';
import { useFeedback } from '../hooks/use-feedback';
import { guidePath, readPlacement, storePlacement } from '../utils/flows';
import { FeedbackBanner } from './feedback-banner';
import { FlowNavBar } from './flow-nav-bar';
import { registerGuidedFlowsTexts } from '../../../locales/guided-flows';

registerGuidedFlowsTexts();

/** What a step's screen gets from the flow around it. */
export interface FlowStepContext {
  flow: GuidedFlowName;
  index: number;
  /** Preview: the screen is shown, nothing it holds can be changed or sent. */
  preview: boolean;
  /** `force`: the step has just done what its guard asks for (its state is not rendered yet). */
  next: (options?: { force?: boolean }) => void;
  back: () => void;
  feedback: (type: FeedbackType, text: string) => void;
  /**
   * A step may hold Next back (a form still invalid): the guard answers false to stay. The step
   * sets it in an effect and clears it (null) in that effect's cleanup.
   */
  setGuard: (guard: (() => boolean) | null) => void;
}

interface FlowShellProps {
  flow: GuidedFlowName;
  index: number;
  preview: boolean;
  children: (context: FlowStepContext) => ReactNode;
  /** Called once the member moves past the last step (the flow is over). */
  onFinished?: () => void;
}

/** A key the flow answers, unless a text box, a menu or a dialog has a use for it. */
function flowKey(event: KeyboardEvent): 'back' | 'next' | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.altKey && event.key === 'ArrowLeft') return 'back';
  if (event.altKey && event.key === 'ArrowRight') return 'next';
  if (event.key === 'Escape' && !event.altKey) {
    const target = event.target as HTMLElement | null;
    if (target?.closest?.('[aria-expanded="true"], [role="dialog"], [role="listbox"]')) return null;
    // In a text field Escape is the field's (a search box clears itself with it).
    if (target?.closest?.('input, textarea, select, [contenteditable="true"]')) return null;
    if (document.querySelector('[role="dialog"]')) return null;
    return 'back';
  }
  return null;
}

/**
 * The guided flow engine: the step's screen, the navigation bar in the placement
 * the member chose (bottom, top, floating) with Back, Next and the progress, Alt+Left,
 * Alt+Right and Escape, the feedback banner, and the preview mode, which only tells where the
 * navigation would go and changes nothing. The step reached is saved on the server.
 */
export function FlowShell({ flow, index, preview, children, onFinished }: FlowShellProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const steps = GUIDED_FLOWS[flow];
  const total = steps.length;
  const { feedback, show } = useFeedback();
  const [chosenPlacement, setPlacement] = useState<FlowNavPlacement>(readPlacement);
  // A phone has no keyboard shortcuts and no room for a floating bar: the guide shows its
  // content and its bar at the bottom, under the thumb, without the desktop's settings.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const placement: FlowNavPlacement = phone ? 'bottom' : chosenPlacement;
  const save = useSaveFlowProgress();
  const guard = useRef<(() => boolean) | null>(null);
  const stepName = useCallback(
    (i: number): string =>
      t(`guidedFlows.steps.${flow}.${steps[i]}` as 'guidedFlows.steps.onboarding.welcome'),
    [t, flow, steps],
  );

  // The step reached is kept on the server (not in preview, which changes nothing).
  // Once per step reached: a re-render for another reason (the language's texts arriving, say)
  // must not save the step again, after the member has already finished the flow from it.
  const { mutate } = save;
  const reportSaveFailed = useEffectEvent(() => show('error', t('guidedFlows.saveFailed')));
  useEffect(() => {
    if (preview) return;
    mutate({ flow, step_index: index, completed: false }, { onError: reportSaveFailed });
  }, [flow, index, preview, mutate]);

  const next = useCallback(
    (options?: { force?: boolean }) => {
      if (preview) {
        show(
          'info',
          index >= total - 1
            ? t('guidedFlows.preview.finished')
            : t('guidedFlows.preview.goTo', { step: stepName(index + 1) }),
        );
        return;
      }
      if (!options?.force && guard.current && !guard.current()) return;
      if (index >= total - 1) {
        mutate(
          { flow, step_index: index, completed: true },
          { onError: () => show('error', t('guidedFlows.saveFailed')) },
        );
        show('info', t('guidedFlows.finished'));
        onFinished?.();
        return;
      }
      navigate(guidePath(flow, index + 1));
    },
    [preview, index, total, flow, navigate, show, t, mutate, onFinished, stepName],
  );

  const back = useCallback(() => {
    if (index <= 0) {
      show(
        preview ? 'info' : 'warning',
        t(preview ? 'guidedFlows.preview.atStart' : 'guidedFlows.atStart'),
      );
      return;
    }
    if (preview) {
      show('info', t('guidedFlows.preview.goTo', { step: stepName(index - 1) }));
      return;
    }
    navigate(guidePath(flow, index - 1));
  }, [preview, index, flow, navigate, show, t, stepName]);

  // Before the step is painted: a key pressed as soon as the new step shows must move on from
  // it, not from the step before (whose listener a passive effect would still leave in place).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = flowKey(event);
      if (!action) return;
      event.preventDefault();
      if (action === 'back') back();
      else next();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [back, next]);

  const context = useMemo<FlowStepContext>(
    () => ({
      flow,
      index,
      preview,
      next,
      back,
      feedback: show,
      setGuard: (g) => {
        guard.current = g;
      },
    }),
    [flow, index, preview, next, back, show],
  );

  const choosePlacement = (value: string) => {
    const chosen = value as FlowNavPlacement;
    setPlacement(chosen);
    storePlacement(chosen);
  };

  const bar = (
    <FlowNavBar
      placement={placement}
      index={index}
      total={total}
      stepLabel={stepName(index)}
      onBack={back}
      onNext={() => next()}
    />
  );

  return (
    <Stack gap="md" pb={placement === 'floating' ? 96 : undefined} maw={880} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t(`guidedFlows.flows.${flow}`)}
        </Title>
        {!phone && (
          <Text size="sm" c="dimmed">
            {t('guidedFlows.keyboardHint')}
          </Text>
        )}
      </Stack>
      {/*
       * The bar's placement is a desktop preference. The preview mode is a demonstration tool,
       * reached by a link (?preview=1): a member never meets its switch, except to leave it.
       */}
      {(!phone || preview) && (
        <Group gap="md" wrap="wrap" align="center">
          {!phone && (
            <SegmentedControl
              size="xs"
              value={placement}
              onChange={choosePlacement}
              aria-label={t('guidedFlows.placement.label')}
              data={FLOW_NAV_PLACEMENTS.map((p) => ({
                value: p,
                label: t(`guidedFlows.placement.${p}`),
              }))}
            />
          )}
          {preview && (
            <Switch
              size="sm"
              checked={preview}
              onChange={(event) =>
                navigate(guidePath(flow, index, event.currentTarget.checked), { replace: true })
              }
              label={t('guidedFlows.preview.label')}
            />
          )}
        </Group>
      )}
      {preview && (
        <Text size="sm" c="dimmed">
          {t('guidedFlows.preview.hint')}
        </Text>
      )}
      <FeedbackBanner feedback={feedback} />
      {placement === 'top' && bar}
      <Box component="section" aria-label={stepName(index)}>
        {/* In preview nothing the step holds can be typed or sent. */}
        <fieldset disabled={preview} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          {children(context)}
        </fieldset>
      </Box>
      {placement !== 'top' && bar}
    </Stack>
  );
}
