import { Group, Text } from '@mantine/core';
import { CopyCodeButton } from './copy-code-button';

/** A permanent or temporary code, selectable, with its copy button. */
export function CodeDisplay({ code, label }: { code: string; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text
        ff="monospace"
        fw={700}
        fz="xl"
        style={{ letterSpacing: 2, userSelect: 'all' }}
        aria-label={label}
        data-testid="group-code"
      >
        {code}
      </Text>
      <CopyCodeButton code={code} />
    </Group>
  );
}
