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
