import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timeColumn } from '../database/column-types.js';

/** One three-character run of an account's indexed text (search-grams.ts). */
@Entity('user_search_grams')
export class UserSearchGram {
  @PrimaryColumn({ type: 'varchar', length: 3 }) gram!: string;
  @PrimaryColumn({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
}

/** What was indexed for an account, to remove its runs when it changes. */
@Entity('user_search_texts')
export class UserSearchText {
  @PrimaryColumn({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 400 }) indexed!: string;
}

/** The time up to which the changes of accounts are indexed (one row, `users`). */
@Entity('search_index_state')
export class SearchIndexState {
  @PrimaryColumn({ type: 'varchar', length: 32 }) name!: string;
  @Column({ ...timeColumn, name: 'synced_until' }) syncedUntil!: Date;
}
