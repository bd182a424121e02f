import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { registerGuidedFlowsTexts } from '../../../locales/guided-flows';

registerGuidedFlowsTexts();

/** The onboarding flow's first screen: what the flow will show. */
export function WelcomeStep({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {t('guidedFlows.welcome.title', { name })}
      </Title>
      <Text>{t('guidedFlows.welcome.text')}</Text>
      <List spacing={4} size="sm">
        <List.Item>{t('guidedFlows.welcome.point1')}</List.Item>
        <List.Item>{t('guidedFlows.welcome.point2')}</List.Item>
        <List.Item>{t('guidedFlows.welcome.point3')}</List.Item>
      </List>
    </Stack>
  );
}
