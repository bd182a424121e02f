import { Loader, Stack } from '@mantine/core';
import { GUIDED_FLOWS, type GuidedFlowName } from '@tontine/contracts';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFlows } from '../api/get-flows';
import { guidePath } from '../utils/flows';

/**
 * `/guide/:flow`: the step the member reached, read from the server (another device may have
 * saved it); a finished or never started flow starts at its first step.
 */
export function FlowResume({ flow }: { flow: GuidedFlowName }) {
  const { t } = useTranslation();
  const flows = useFlows();
  if (flows.isPending) {
    return (
      <Stack align="center" py="xl" role="status" aria-label={t('app.loading')}>
        <Loader />
      </Stack>
    );
  }
  const saved = flows.data?.find((p) => p.flow === flow);
  const index =
    saved && !saved.completed && saved.step_index < GUIDED_FLOWS[flow].length
      ? saved.step_index
      : 0;
  return <Navigate to={guidePath(flow, index)} replace />;
}
