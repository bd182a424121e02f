/** What a toast of the console carries (shown 5000 ms, the last 3 kept). */
export interface ConsoleToast {
  kind: 'success' | 'error' | 'warning' | 'info';
  title: string;
  message?: string;
}

/**
 * What the console frame hands every tab: the header's search text and the way to show a
 * toast. A tab reads its data through queries, which the Refresh button invalidates.
 */
export interface ConsoleTabProps {
  search: string;
  toast: (toast: ConsoleToast) => void;
}
