import { z } from 'zod';
import type { DesktopHandlers } from './desktop-handlers';

/** Shows a native notification (Electron's Notification in the app). */
export type ShowNotification = (title: string, body: string) => void;

export function createNotifyHandler(show: ShowNotification): DesktopHandlers['notify'] {
  return {
    args: z.tuple([z.string().trim().min(1).max(120), z.string().max(500)]),
    async run(title, body) {
      show(title, body);
    },
  };
}
