import { useCallback, useEffect, useRef, useState } from 'react';
import { FEEDBACK_HIDE_MS, type FeedbackType } from '@tontine/contracts';

export interface Feedback {
  type: FeedbackType;
  text: string;
}

/** The flow's feedback banner: one message at a time, hidden FEEDBACK_HIDE_MS after it shows. */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((type: FeedbackType, text: string) => {
    clearTimeout(timer.current);
    setFeedback({ type, text });
    timer.current = setTimeout(() => setFeedback(null), FEEDBACK_HIDE_MS);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setFeedback(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { feedback, show, hide };
}
