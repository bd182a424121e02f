import type { ErrorCode } from './errors.js';

/**
 * What one domain of the API tells the others has happened, once it is committed: the owner
 * of the change emits, and the domains that react (closing sockets, emptying a chat room)
 * listen, so that no domain reaches into another's state to do it. Every event the API emits
 * is named here with its payload.
 */
export interface DomainEventMap {
  /**
   * Sessions of a user ended: all of them, only the session `only`, or all but `keep`. Their
   * sockets close with `reason`'s words.
   */
  'sessions.ended': {
    userId: string;
    reason: Extract<ErrorCode, 'SESSION_REVOKED' | 'ACCOUNT_SUSPENDED'>;
    only?: string;
    keep?: string;
  };
  /** Maintenance began: only super admins stay connected. */
  'maintenance.started': { message: string };
  /** Someone left a group (excluded): they lose its chat at once. */
  'membership.ended': { groupId: string; userId: string };
  /** A group was deleted: its chat room empties. */
  'group.deleted': { groupId: string };
}

export type DomainEventName = keyof DomainEventMap;
