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

export function notifySuccess({ title, message, autoClose = TOAST_MS.default }: ToastInput): void {
  notifications.show({ color: 'teal', title, message, autoClose });
}

export function notifyError({
  title,
  message,
  autoClose = TOAST_MS.default * 2,
}: ToastInput): void {
  notifications.show({ color: 'red', title, message, autoClose });
}

export function notifyInfo({ title, message, autoClose = TOAST_MS.default }: ToastInput): void {
  notifications.show({ color: 'blue', title, message, autoClose });
}

export function notifyWarning({
  title,
  message,
  autoClose = TOAST_MS.default * 2,
}: ToastInput): void {
  notifications.show({ color: 'yellow', title, message, autoClose });
}
