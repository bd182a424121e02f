import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The way back above a loan's page or the loan book: to the group, or to the book. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      className="tap-target"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      px={0}
    >
      {label}
    </Button>
  );
}
