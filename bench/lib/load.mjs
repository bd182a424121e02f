import autocannon from 'autocannon';
import { Answers } from './answers.mjs';

/** Nearest-rank percentiles of every latency of a run, in ms with one decimal. */
export function percentiles(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p) =>
    sorted.length === 0
      ? 0
      : Math.round(
          sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10,
        ) / 10;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/**
 * Runs a bounded load (loopback only) and returns requests/s and latency percentiles. A request
 * unanswered after `timeout` seconds counts as a failure; any failure, or a run without an
 * answer (unless it is a `warmUp`), stops the benchmark (answers.mjs) instead of answering
 * figures.
 */
export async function load({
  url,
  token,
  connections = 50,
  seconds = 10,
  timeout = 10,
  warmUp = false,
}) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const answers = new Answers(`GET ${url}`);
  const latencies = [];
  const run = autocannon({ url, connections, duration: seconds, timeout, headers });
  // autocannon's own table has no p95; every response time is kept instead.
  run.on('response', (_client, status, _bytes, responseTime) => {
    answers.answered(status);
    latencies.push(responseTime);
  });
  run.on('reqError', (error) => answers.failed(error.code ?? error.message));
  const result = await run;
  // autocannon reads no bodies: one more request says what the refusals were.
  for (const status of answers.refused.keys()) {
    const sample = await fetch(url, { headers }).catch(() => undefined);
    if (sample?.status === status) answers.describe(status, await sample.text());
  }
  answers.assertAllOk({ answerRequired: !warmUp });
  return {
    rps: result.requests.total / result.duration,
    ...percentiles(latencies),
    requests: result.requests.total,
    seconds: result.duration,
    latencies,
  };
}

/**
 * A page that fires several requests at once, as a browser does: `connections` users in a
 * closed loop, each timing from the first request sent to the last answer read. `rps` counts
 * pages per second. Any request that fails stops the benchmark, as in load().
 */
export async function loadPage({
  origin,
  paths,
  token,
  connections = 10,
  seconds = 10,
  warmUp = false,
}) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const answers = new Answers(`a page of ${paths.map((p) => `GET ${origin}${p}`).join(', ')}`);
  const latencies = [];
  const ask = async (path) => {
    try {
      const response = await fetch(`${origin}${path}`, { headers });
      if (answers.wantsBody(response.status)) {
        const text = await response.text();
        answers.answered(response.status, `${path}: ${text}`);
      } else {
        await response.arrayBuffer();
        answers.answered(response.status);
      }
    } catch (err) {
      answers.failed(err.cause?.code ?? err.message);
    }
  };
  const started = performance.now();
  const end = started + seconds * 1000;
  async function user() {
    while (performance.now() < end) {
      const t0 = performance.now();
      await Promise.all(paths.map(ask));
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: connections }, user));
  const elapsed = (performance.now() - started) / 1000;
  answers.assertAllOk({ answerRequired: !warmUp });
  return {
    rps: latencies.length / elapsed,
    ...percentiles(latencies),
    requests: latencies.length,
    seconds: elapsed,
    latencies,
  };
}

/**
 * Several runs of one target as one: percentiles over all their latencies, requests over all
 * their time. Alternating short runs of two servers and combining them keeps a machine that
 * gets busier halfway from favouring whichever server ran first.
 */
export function combine(results) {
  const latencies = results.flatMap((r) => r.latencies);
  const sum = (key) => results.reduce((total, r) => total + r[key], 0);
  return {
    rps: sum('requests') / sum('seconds'),
    ...percentiles(latencies),
    requests: sum('requests'),
    seconds: sum('seconds'),
    latencies,
  };
}

const ms = (v) => `${String(v).padStart(6)} ms`;
const perSecond = (rps) => (rps >= 10 ? String(Math.round(rps)) : rps.toFixed(1)).padStart(6);

export function row(label, r, ceiling) {
  const ratio = ceiling?.rps ? (r.rps / ceiling.rps).toFixed(2) : '—';
  const latency = `p50 ${ms(r.p50)}   p95 ${ms(r.p95)}   p99 ${ms(r.p99)}`;
  // Every request of a run was answered with a 2xx, or the run stopped the benchmark (load()).
  return `${label.padEnd(34)} ${perSecond(r.rps)} req/s   ${latency}   (${r.requests} answered)   ratio ${ratio}`;
}
