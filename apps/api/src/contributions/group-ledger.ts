import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '../database/transactions.service.js';
import { GroupsService } from '../groups/groups.service.js';

/**
 * Every change of a group's money (an approval, a rejection, a reversal, a payout) runs in a
 * transaction that first locks the group's row, so that two of them never interleave: a
 * payout computes its pot and its "cycle complete" check from the same rows a reversal's
 * "not yet paid out" check reads, and whichever comes second waits for the first to commit.
 *
 * READ COMMITTED, so that what the second one reads after the wait is what the first one
 * committed (under REPEATABLE READ it could read a snapshot taken before). Inside `work`,
 * read and write through `tx` only: a second pool connection taken while the lock is held
 * could wait for a connection that a queued ledger transaction holds.
 *
 * SQLite (the embedded default) runs one transaction at a time on its single connection.
 */
@Injectable()
export class GroupLedger {
  constructor(
    private readonly transactions: Transactions,
    private readonly groups: GroupsService,
  ) {}

  run<T>(groupId: string, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.transactions.runReadCommitted(async (tx) => {
      await this.groups.lockRow(tx, groupId);
      return work(tx);
    });
  }

  /**
   * The same lock, taken inside a transaction already open (a provider's confirmation that moves
   * money into the group): held until that transaction ends.
   */
  lockIn(tx: EntityManager, groupId: string): Promise<void> {
    return this.groups.lockRow(tx, groupId);
  }
}
