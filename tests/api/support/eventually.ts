/**
 * Reads until `check` holds or `timeoutMs` has passed, and answers the last value read: what
 * runs in the background (jobs, other instances) is given time on a machine that may be busy,
 * and the caller's assertion on the answer says what was expected.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  { timeoutMs = 30_000, everyMs = 250 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
