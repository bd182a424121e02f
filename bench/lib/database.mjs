import { createConnection } from 'mysql2/promise';

/**
 * Waits until no statement runs on the database any more. A load run stops sending when its
 * time is up, but MariaDB finishes the queries already started: a slow endpoint would
 * otherwise eat into the next measurement.
 */
export async function waitForIdle(url, name, { timeoutMs = 300_000 } = {}) {
  const conn = await createConnection({ uri: url });
  try {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      const [[{ running }]] = await conn.query(
        `SELECT COUNT(*) AS running FROM information_schema.processlist
         WHERE db = ? AND command = 'Query' AND id <> CONNECTION_ID()`,
        [name],
      );
      if (running === 0) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${name} still busy after ${timeoutMs} ms`);
  } finally {
    await conn.end();
  }
}
