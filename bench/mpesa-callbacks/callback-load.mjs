// The load generator: Daraja's callbacks sent open loop at a steady rate (a slow answer never
// delays the next callback, as Safaricom's do not wait for each other), each timed from its POST
// to the end of its answer. Any answer other than 2xx with `ResultCode: 0`, any network error or
// timeout stops the benchmark (bench/lib/answers.mjs).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { Answers } from '../lib/answers.mjs';
import { percentiles } from '../lib/load.mjs';

/** Safaricom gives a callback URL a few seconds; an answer later than this is a failure. */
const TIMEOUT_MS = 8_000;

/**
 * Sends `stream` (items `{ kind, path, body }`, body a JSON string) to `origin` at `rate` a
 * second, then waits for the last answers. The first `warmUp` items are sent and checked but not
 * timed. Answers the timings over the rest, all together and by kind.
 */
export async function sendCallbacks({ origin, stream, rate, warmUp = 0, connections = 256 }) {
  const pool = new Pool(origin, {
    connections,
    pipelining: 1,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });
  const answers = new Answers(
    `POST ${origin}/api/mpesa/callbacks/<secret>/stk and /api/paybill/<secret>/confirmation`,
  );
  const latencies = { all: [], stk: [], c2b: [] };
  /** The slowest answer to the callbacks sent in each second of the timed run. */
  const slowest = [];
  let pending = 0;
  let measuredFrom = 0;
  let lastAnswer = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });

  const send = (item, timed) => {
    const t0 = performance.now();
    pending += 1;
    pool
      .request({
        path: item.path,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: item.body,
        // From the send, waiting for a free connection included.
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      .then(
        async (res) => {
          const text = await res.body.text();
          const ms = performance.now() - t0;
          lastAnswer = performance.now();
          if (res.statusCode < 200 || res.statusCode >= 300) {
            answers.answered(res.statusCode, `${item.kind}: ${text}`);
            return;
          }
          if (!/"ResultCode":\s*0\b/.test(text)) {
            answers.failed(`${res.statusCode} without ResultCode 0 (${item.kind}: ${text})`);
            return;
          }
          answers.answered(res.statusCode);
          if (!timed) return;
          latencies.all.push(ms);
          latencies[item.kind].push(ms);
          const second = Math.floor((t0 - measuredFrom) / 1000);
          slowest[second] = Math.max(slowest[second] ?? 0, ms);
        },
        (err) =>
          answers.failed(
            err.name === 'TimeoutError'
              ? `no answer within ${TIMEOUT_MS} ms`
              : (err.code ?? err.message),
          ),
      )
      .finally(() => {
        pending -= 1;
      });
  };

  const start = performance.now();
  let next = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(
        stream.length,
        Math.floor(((performance.now() - start) * rate) / 1000) + 1,
      );
      while (next < due) {
        if (next === warmUp) {
          measuredFrom = performance.now();
          loopDelay.enable();
        }
        send(stream[next], next >= warmUp);
        next += 1;
      }
      if (next >= stream.length) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  const sendSeconds = (performance.now() - measuredFrom) / 1000;
  const end = performance.now() + TIMEOUT_MS + 1000;
  while (pending > 0 && performance.now() < end) await sleep(10);
  loopDelay.disable();
  await pool.close();
  if (pending > 0) answers.failed('no answer at all', pending);
  answers.assertAllOk();
  const timed = stream.length - warmUp;
  return {
    sent: timed,
    sentPerSecond: timed / sendSeconds,
    // From the first timed send to the last answer: what the server kept up with.
    answeredPerSecond: timed / ((lastAnswer - measuredFrom) / 1000),
    ...percentiles(latencies.all),
    max: Math.round(latencies.all.reduce((a, b) => Math.max(a, b), 0)),
    over100: latencies.all.filter((ms) => ms >= 100).length,
    stk: percentiles(latencies.stk),
    c2b: percentiles(latencies.c2b),
    generatorLoopDelayP99: Math.round(loopDelay.percentile(99) / 1e5) / 10,
    // When the slow answers came: the seconds of the run whose slowest answer took ≥ 100 ms.
    slowSeconds: slowest.flatMap((ms, second) => (ms >= 100 ? [[second, Math.round(ms)]] : [])),
  };
}
