import { describe, expect, it } from 'vitest';
import { transactionStep, writtenTables } from './written-tables.js';

describe('writtenTables', () => {
  it.each([
    'SELECT * FROM users WHERE id = ?',
    '  select 1',
    'SET TRANSACTION ISOLATION LEVEL READ COMMITTED',
    'SAVEPOINT typeorm_1',
    'RELEASE SAVEPOINT typeorm_1',
    'ROLLBACK TO SAVEPOINT typeorm_1',
    'PRAGMA foreign_keys = ON',
    'START TRANSACTION',
    'BEGIN TRANSACTION',
    'COMMIT',
    'ROLLBACK',
  ])('reads nothing written in %s', (sql) => {
    expect(writtenTables(sql)).toEqual({ kind: 'none' });
  });

  it.each([
    ['INSERT INTO `sessions`(`id`, `user_id`) VALUES (?, ?)', 'sessions'],
    ['INSERT IGNORE INTO memberships (id) VALUES (?)', 'memberships'],
    [
      'INSERT INTO "user_presence"("user_id") VALUES (?) ON CONFLICT DO UPDATE SET x = 1',
      'user_presence',
    ],
    ['INSERT OR IGNORE INTO "users" ("id") VALUES (?)', 'users'],
    ['REPLACE INTO tontine.user_settings (user_id) VALUES (?)', 'user_settings'],
    ['UPDATE `sessions` SET `last_seen_at` = ? WHERE `id` = ?', 'sessions'],
    [
      'UPDATE savings_groups g SET g.member_count = g.member_count + 1 WHERE g.id = ?',
      'savings_groups',
    ],
    ['UPDATE "Users" SET "role" = ? WHERE "id" = ?', 'users'],
    ['DELETE FROM `join_requests` WHERE `id` IN (?, ?)', 'join_requests'],
    ['DELETE FROM memberships', 'memberships'],
    ['DELETE FROM sessions s WHERE s.user_id = ?', 'sessions'],
  ])('reads the table written by %s', (sql, table) => {
    expect(writtenTables(sql)).toEqual({ kind: 'tables', tables: [table] });
  });

  it.each([
    'UPDATE memberships m JOIN savings_groups g ON g.id = m.group_id SET m.role = ?',
    'UPDATE users, sessions SET users.role = ?',
    'DELETE s FROM sessions s JOIN users u ON u.id = s.user_id',
    'WITH x AS (SELECT 1) UPDATE users SET role = ?',
    'ALTER TABLE users ADD COLUMN x INT',
    'TRUNCATE TABLE memberships',
    'CALL refresh_everything()',
  ])('counts %s as writing anything', (sql) => {
    expect(writtenTables(sql)).toEqual({ kind: 'all' });
  });
});

describe('transactionStep', () => {
  it('tells a transaction apart from a savepoint', () => {
    expect(transactionStep('START TRANSACTION')).toBe('begin');
    expect(transactionStep('BEGIN TRANSACTION')).toBe('begin');
    expect(transactionStep('COMMIT')).toBe('commit');
    expect(transactionStep('ROLLBACK')).toBe('rollback');
    expect(transactionStep('ROLLBACK TO SAVEPOINT typeorm_1')).toBeUndefined();
    expect(transactionStep('INSERT INTO users (id) VALUES (?)')).toBeUndefined();
  });
});
