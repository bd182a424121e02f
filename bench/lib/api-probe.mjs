// Where a server's time goes during a measured window, without touching its code. Preload it:
//   BENCH_API_NODE_ARGS='--import ./bench/lib/api-probe.mjs' node bench/<name>/run.mjs
// It listens on 127.0.0.1:BENCH_PROBE_PORT (default 4439): POST /start opens a window
// (counters reset, CPU profiler on), POST /stop closes it and answers, as text: the time each
// kind of SQL statement took (mysql2's diagnostics channels, from the query being handed to the
// connection to its answer), the wait for a pooled connection, the event loop's delay, and CPU
// self time by package and by function. The profile itself is written to BENCH_PROBE_DIR
// (default: the OS temp dir) for a closer look. (Not signals: Nest's shutdown hooks take them.)
import { tracingChannel } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const TOP = 15;
let queries = new Map();
let poolWaits = [];
let loopDelay = null;
let session = null;
let windowStart = 0;

/** A statement's shape: literals out, whitespace folded, cut short. */
function shapeOf(sql) {
  return String(sql)
    .replace(/'(?:[^'\\]|\\.)*'/g, '?')
    .replace(/\b\d+(?:\.\d+)?\b/g, '?')
    .replace(/\s+/g, ' ')
    .slice(0, 110);
}

function timed(channel, record) {
  tracingChannel(channel).subscribe({
    start(ctx) {
      ctx.probeStart = performance.now();
    },
    asyncStart(ctx) {
      if (ctx.probeStart !== undefined) record(ctx, performance.now() - ctx.probeStart);
    },
    end() {},
    asyncEnd() {},
    error() {},
  });
}

timed('mysql2:query', (ctx, ms) => {
  if (!session) return;
  const shape = shapeOf(ctx.query);
  const list = queries.get(shape) ?? [];
  list.push(ms);
  queries.set(shape, list);
});
timed('mysql2:pool:connect', (_ctx, ms) => {
  if (session) poolWaits.push(ms);
});

function stats(list) {
  const sorted = Float64Array.from(list).sort();
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  const total = sorted.reduce((a, b) => a + b, 0);
  return {
    n: sorted.length,
    total,
    mean: total / (sorted.length || 1),
    p50: at(0.5),
    p99: at(0.99),
  };
}

const f1 = (v) => v.toFixed(1).padStart(8);

/** Self time per function and per package from a V8 CPU profile. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const byFunction = new Map();
  const byPackage = new Map();
  let total = 0;
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    total += ms;
    const where = url ? `${url.replace(/^file:\/\/\/work\/main\//, '')}:${lineNumber + 1}` : '';
    const fn = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (url.startsWith('node:')
        ? 'node core'
        : url
          ? url.split('/').slice(-3, -1).join('/')
          : functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
  }
  const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return { total, functions: top(byFunction), packages: top(byPackage) };
}

async function startWindow() {
  queries = new Map();
  poolWaits = [];
  loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  windowStart = performance.now();
}

async function endWindow() {
  const seconds = (performance.now() - windowStart) / 1000;
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  session = null;
  loopDelay.disable();
  const file = join(process.env.BENCH_PROBE_DIR ?? tmpdir(), `api-probe-${Date.now()}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));

  const out = [`[api-probe] window of ${seconds.toFixed(1)} s (pid ${process.pid})`];
  out.push(
    '[api-probe] SQL by shape: count, total s, mean/p50/p99 ms (handed to the connection → answer)',
  );
  for (const [shape, list] of [...queries].sort((a, b) => stats(b[1]).total - stats(a[1]).total)) {
    const s = stats(list);
    out.push(
      `[api-probe] ${String(s.n).padStart(7)} ${(s.total / 1000).toFixed(1).padStart(7)} s ${f1(s.mean)} ${f1(s.p50)} ${f1(s.p99)}  ${shape}`,
    );
  }
  const wait = stats(poolWaits);
  out.push(
    `[api-probe] pool connection wait: ${wait.n} acquisitions, mean ${wait.mean.toFixed(1)} ms, p50 ${wait.p50.toFixed(1)} ms, p99 ${wait.p99.toFixed(1)} ms`,
  );
  out.push(
    `[api-probe] event loop delay: p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
  );
  const cpu = selfTimes(profile);
  out.push(
    `[api-probe] CPU: ${(cpu.total / 1000).toFixed(1)} s sampled on the main thread (idle included), ${file}`,
  );
  for (const [name, ms] of cpu.packages)
    out.push(`[api-probe]   ${((100 * ms) / cpu.total).toFixed(1).padStart(5)}%  ${name}`);
  out.push('[api-probe] CPU self time by function:');
  for (const [name, ms] of cpu.functions)
    out.push(`[api-probe]   ${((100 * ms) / cpu.total).toFixed(1).padStart(5)}%  ${name}`);
  return `${out.join('\n')}\n`;
}

export const PROBE_PORT = Number(process.env.BENCH_PROBE_PORT ?? 4439);

const probe = createServer((request, response) => {
  const step =
    request.url === '/start' && !session
      ? startWindow
      : request.url === '/stop' && session
        ? endWindow
        : null;
  if (!step) return response.writeHead(409).end('no such step now\n');
  step().then(
    (text) => response.end(text ?? 'started\n'),
    (err) => response.writeHead(500).end(`${err.stack}\n`),
  );
});
probe.listen(PROBE_PORT, '127.0.0.1');
// The probe must not keep a server alive that is shutting down.
probe.unref();
