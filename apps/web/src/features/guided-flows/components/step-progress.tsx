import { Box } from '@mantine/core';

/**
 * A thin progress bar (Mantine's Progress would split its shared chunk and add a file to the
 * entry's preload list): `value` in percent.
 */
export function StepProgress({ value, label }: { value: number; label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      h={6}
      bg="gray.2"
      style={{ borderRadius: 999, overflow: 'hidden' }}
    >
      <Box h="100%" w={`${value}%`} bg="teal.7" style={{ borderRadius: 999 }} />
    </Box>
  );
}
