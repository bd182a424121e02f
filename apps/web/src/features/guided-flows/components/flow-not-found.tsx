import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerGuidedFlowsTexts } from '../../../locales/guided-flows';

registerGuidedFlowsTexts();

/** The navigation error: a step destination that does not exist. */
export function FlowNotFound({ flow }: { flow: string }) {
  const { t } = useTranslation();
  return (
    <Stack maw={640} mx="auto">
      <Alert color="red" role="alert" title={t('guidedFlows.navErrorTitle')}>
        {t('guidedFlows.navError', { flow })}
      </Alert>
      <Button component={Link} to="/dashboard" variant="default" w="fit-content">
        {t('guidedFlows.backHome')}
      </Button>
    </Stack>
  );
}
