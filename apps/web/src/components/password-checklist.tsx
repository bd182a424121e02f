import { Badge, Group, List, Stack, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The password rules (8 characters or more, a lowercase, an uppercase, a digit), each
 * checked as the user types.
 */
export function passwordRuleResults(password: string) {
  return {
    ruleLength: password.length >= 8,
    ruleLower: /[a-z]/.test(password),
    ruleUpper: /[A-Z]/.test(password),
    ruleDigit: /\d/.test(password),
  } as const;
}

interface PasswordChecklistProps {
  password: string;
}

/** The valid/invalid indicator under a new password, with one line per rule. */
export function PasswordChecklist({ password }: PasswordChecklistProps) {
  const { t } = useTranslation();
  if (password === '') return null;
  const results = passwordRuleResults(password);
  const valid = Object.values(results).every(Boolean);
  return (
    <Stack gap={4} aria-live="polite">
      <Group>
        <Badge color={valid ? 'teal' : 'red'} variant="light">
          {valid ? t('password.valid') : t('password.invalid')}
        </Badge>
      </Group>
      <List size="xs" spacing={2} center>
        {(Object.keys(results) as (keyof typeof results)[]).map((rule) => (
          <List.Item
            key={rule}
            icon={
              <ThemeIcon color={results[rule] ? 'teal' : 'gray'} size={16} radius="xl">
                {results[rule] ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            {t(`password.${rule}`)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
