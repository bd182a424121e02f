import { createConnection } from 'mysql2/promise';

/** The MariaDB the tests use: the machine's local server, root without a password by default. */
export const TEST_DB_ROOT_URL = process.env.TEST_DATABASE_ROOT_URL ?? 'mysql://root@127.0.0.1:3306';

/** Creates an empty database with a unique name and returns its URL. */
export async function createThrowawayDatabase(prefix) {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
  const conn = await createConnection(TEST_DB_ROOT_URL);
  try {
    await conn.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await conn.end();
  }
  return { name, url: `${TEST_DB_ROOT_URL}/${name}` };
}

export async function dropDatabase(name) {
  const conn = await createConnection(TEST_DB_ROOT_URL);
  try {
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await conn.end();
  }
}

/**
 * A new throw-away database holding a copy of `template` (tables with their keys, indexes and
 * foreign keys, and their rows), so that an API started on it finds its migrations applied and
 * its demo seeded. Copying a few dozen small tables takes a fraction of migrating again.
 */
export async function cloneDatabase(template, prefix) {
  const db = await createThrowawayDatabase(prefix);
  const conn = await createConnection(`${TEST_DB_ROOT_URL}/${db.name}`);
  try {
    const [tables] = await conn.query(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES
        WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'`,
      [template],
    );
    // Tables refer to each other: both the creation and the copy go in with the checks off.
    await conn.query('SET SESSION foreign_key_checks = 0');
    for (const { name } of tables) {
      const [[created]] = await conn.query(`SHOW CREATE TABLE \`${template}\`.\`${name}\``);
      await conn.query(created['Create Table']);
      await conn.query(`INSERT INTO \`${name}\` SELECT * FROM \`${template}\`.\`${name}\``);
    }
  } catch (err) {
    await conn.end();
    await dropDatabase(db.name);
    throw err;
  }
  await conn.end();
  return db;
}
