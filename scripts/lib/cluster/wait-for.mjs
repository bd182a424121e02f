/**
 * Asks `ready()` every 200 ms until it answers true, for at most `timeoutMs`; an error thrown
 * by `ready()` stops the wait at once (the thing waited for has failed, not only not started).
 */
export async function waitFor(what, ready, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
