import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RulesAcceptance } from '../hooks/use-rules-acceptance';
import { GroupRulesSummary, type RulesGroup } from './group-rules-summary';

/**
 * Before a join: why the rules must be read again (they changed), the rules themselves unless
 * the screen already shows them (`withSummary`), and the required 'J'ai lu et j'accepte les
 * règles du groupe'. Nothing when the group carries no rules to accept.
 */
export function RulesAcceptanceFields({
  group,
  acceptance,
  withSummary = true,
  disabled,
}: {
  group: Omit<RulesGroup, 'rules'> & { rules?: RulesGroup['rules'] };
  acceptance: RulesAcceptance;
  withSummary?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { rules } = group;
  if (!rules) return null;
  return (
    <Stack gap="xs">
      {acceptance.notice && (
        <Alert color="orange" role="alert">
          {acceptance.notice}
        </Alert>
      )}
      {withSummary && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('groups.rules.title')}
          </Text>
          <GroupRulesSummary group={{ ...group, rules }} compact />
        </Stack>
      )}
      <Checkbox
        label={t('groups.rules.accept')}
        // 44 px tall on a phone (app/tap-targets.css).
        classNames={{ body: 'tap-check-body', label: 'tap-check-label' }}
        required
        checked={acceptance.accepted}
        disabled={disabled}
        onChange={(event) => acceptance.setAccepted(event.currentTarget.checked)}
      />
    </Stack>
  );
}
