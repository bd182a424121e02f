/**
 * Signals the API client raises for the app shell to act on, so that the shared client does
 * not depend on routing or on any feature: a refused token and the maintenance answer.
 */
export interface ApiEventMap {
  /**
   * An authenticated call was answered with a code that ends the session (SESSION_ENDED_CODES):
   * the token no longer opens the account. `code` says why (SESSION_REVOKED, SESSION_EXPIRED,
   * ACCOUNT_SUSPENDED…).
   */
  unauthorized: { code: string | undefined };
  /** A call answered 503 MAINTENANCE: the app is in maintenance for this user. */
  maintenance: { detail: string };
}

type Listener<K extends keyof ApiEventMap> = (payload: ApiEventMap[K]) => void;

const listeners: { [K in keyof ApiEventMap]: Set<Listener<K>> } = {
  unauthorized: new Set(),
  maintenance: new Set(),
};

export function onApiEvent<K extends keyof ApiEventMap>(
  event: K,
  listener: Listener<K>,
): () => void {
  listeners[event].add(listener);
  return () => {
    listeners[event].delete(listener);
  };
}

export function emitApiEvent<K extends keyof ApiEventMap>(event: K, payload: ApiEventMap[K]): void {
  listeners[event].forEach((listener) => listener(payload));
}
