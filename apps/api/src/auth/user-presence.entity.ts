import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timeColumn } from '../database/column-types.js';

/**
 * When an account last signed in or called the API, moved with its session's own last-seen
 * time (at most once a minute per session): the console's active users and users tab. A table
 * of its own so that the hot `users` row is not written on every minute of activity.
 */
@Entity('user_presence')
export class UserPresence {
  @PrimaryColumn({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ ...timeColumn, name: 'last_seen_at' }) lastSeenAt!: Date;
}
