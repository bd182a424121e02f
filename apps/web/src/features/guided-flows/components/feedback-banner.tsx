import { Alert } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconAlertOctagon,
  IconInfoCircle,
} from '@tabler/icons-react';
import type { FeedbackType } from '@tontine/contracts';
import type { Feedback } from '../hooks/use-feedback';

const LOOK: Record<FeedbackType, { color: string; icon: typeof IconInfoCircle }> = {
  success: { color: 'teal', icon: IconCheck },
  error: { color: 'red', icon: IconAlertOctagon },
  warning: { color: 'orange', icon: IconAlertTriangle },
  info: { color: 'blue', icon: IconInfoCircle },
};

/** The flow's feedback banner (success, error, warning, info); it hides itself. */
export function FeedbackBanner({ feedback }: { feedback: Feedback | null }) {
  if (!feedback) return null;
  const { color, icon: Icon } = LOOK[feedback.type];
  return (
    <Alert
      color={color}
      icon={<Icon aria-hidden />}
      role={feedback.type === 'error' ? 'alert' : 'status'}
      data-feedback={feedback.type}
    >
      {feedback.text}
    </Alert>
  );
}
