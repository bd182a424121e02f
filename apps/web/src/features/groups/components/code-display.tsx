import { Group, Text } from '@mantine/core';
import { CopyCodeButton } from './copy-code-button';

/**
 * A permanent or temporary code, selectable, with its copy button. `long` is for a group's
 * 36-character ID, which wraps on a phone instead of widening the page.
 */
export function CodeDisplay({
  code,
  label,
  long = false,
}: {
  code: string;
  label: string;
  long?: boolean;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text
        ff="monospace"
        fw={700}
        fz={long ? 'sm' : 'xl'}
        style={
          long
            ? { userSelect: 'all', wordBreak: 'break-all', minWidth: 0 }
            : { letterSpacing: 2, userSelect: 'all' }
        }
        aria-label={label}
        data-testid={long ? 'group-id' : 'group-code'}
      >
        {code}
      </Text>
      <CopyCodeButton code={code} />
    </Group>
  );
}
