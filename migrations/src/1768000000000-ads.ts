import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, idColumn, integer, longText, refColumn, text, timestamp } from './columns.js';

/**
 * Advertising and rewards: what members saw and clicked (ad_events, per sign-in
 * session), the rewarded views and their one claim each (ad_views), each account's rewards
 * (user_rewards: premium days, virtual coins never convertible to money, reputation, the
 * customization pack), and the images super admins upload for the inventory (ad_images: the
 * bytes live under DATA_DIR, the row says where and what type).
 */
export class Ads1768000000000 implements MigrationInterface {
  name = 'Ads1768000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'ad_events',
        columns: [
          idColumn(),
          text('ad_id', 40),
          text('ad_type', 16),
          text('kind', 16),
          text('page', 32),
          refColumn('user_id'),
          refColumn('session_id'),
          timestamp('created_at'),
        ],
        indices: [
          // The session's cap and its per-type caps: its impressions, newest last.
          new TableIndex({
            name: 'IDX_ad_events_session',
            columnNames: ['session_id', 'kind', 'ad_type', 'created_at'],
          }),
          // The console's counts per ad.
          new TableIndex({ name: 'IDX_ad_events_ad', columnNames: ['ad_id', 'kind'] }),
        ],
        foreignKeys: [foreignKey('ad_events', 'user_id', 'users')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'ad_views',
        columns: [
          { name: 'token', type: 'varchar', length: '64', isPrimary: true },
          text('ad_id', 40),
          refColumn('user_id'),
          text('reward', 32),
          integer('min_view_seconds'),
          timestamp('started_at'),
          timestamp('claimable_at'),
          timestamp('claimed_at', true),
        ],
        indices: [
          new TableIndex({ name: 'IDX_ad_views_user', columnNames: ['user_id', 'started_at'] }),
          new TableIndex({ name: 'IDX_ad_views_ad_claimed', columnNames: ['ad_id', 'claimed_at'] }),
        ],
        foreignKeys: [foreignKey('ad_views', 'user_id', 'users')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'user_rewards',
        columns: [
          { ...refColumn('user_id'), isPrimary: true },
          timestamp('premium_until', true),
          integer('coins', 0),
          integer('reputation', 0),
          longText('badges'),
          longText('themes'),
          text('active_theme', 40, true),
          text('active_badge', 40, true),
          timestamp('updated_at'),
        ],
        foreignKeys: [foreignKey('user_rewards', 'user_id', 'users')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'ad_images',
        columns: [
          idColumn(),
          text('mime', 40),
          integer('size'),
          text('file', 80),
          refColumn('uploaded_by', true),
          timestamp('created_at'),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ad_images');
    await q.dropTable('user_rewards');
    await q.dropTable('ad_views');
    await q.dropTable('ad_events');
  }
}
