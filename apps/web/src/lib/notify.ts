import { notifications } from '@mantine/notifications';

/**
 * How long toasts stay: 3 s by default, 5 s for registration,
 * 3 s for settings, 4 s for the maintenance sign-up.
 */
export const TOAST_MS = { default: 3000, registration: 5000, settings: 3000, maintenance: 4000 };

interface ToastInput {
  title?: string;
  message: string;
  autoClose?: number;
}

/** A toast of one kind: its colour, and how long it stays unless the caller says. */
function toast(color: string, defaultMs: number) {
  return ({ title, message, autoClose = defaultMs }: ToastInput): void => {
    notifications.show({ color, title, message, autoClose });
  };
}

export const notifySuccess = toast('teal', TOAST_MS.default);
export const notifyError = toast('red', TOAST_MS.default * 2);
export const notifyInfo = toast('blue', TOAST_MS.default);
export const notifyWarning = toast('yellow', TOAST_MS.default * 2);
