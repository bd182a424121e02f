/** What a toast of the console carries (001 §8, §9: shown 5000 ms, the last 3 kept). */
export interface ConsoleToast {
  kind: 'success' | 'error' | 'warning' | 'info';
  title: string;
  message?: string;
}

/**
 * What the console frame hands every tab: the header's search text, a counter the Refresh
 * button moves (a tab reloads its data when it changes), and the way to show a toast.
 */
export interface ConsoleTabProps {
  search: string;
  refreshKey: number;
  toast: (toast: ConsoleToast) => void;
  /** Called after an action that moves the figures (a user, a payment): they are read again. */
  onFiguresChanged?: () => void;
}
