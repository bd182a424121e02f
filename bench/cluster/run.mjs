// The multi-machine layout on this machine (scripts/lib/cluster, as `npm run cluster` starts it):
// GET /api/groups under load straight to one instance (the baseline, no proxy), through nginx
// (TLS) with three instances, and through nginx with one; then the chat fan-out through nginx
// with three instances and with one, and contribution day's writes (cash payments recorded and
// approved) through nginx with three. For each: requests/s, latency, the CPU time the instances,
// nginx and the MariaDB primary spent per request, and each instance's memory idle and at its
// highest under the load; and the memory 2,000 idle notification sockets take. Two cores run everything here (the load generator, nginx, the instances, MariaDB and
// its replica), so three instances cannot be faster than one: the figures that carry to real
// machines are the CPU time per request and the memory (docs/scaling.md).
//
// Targets: an idle instance at most 200 MiB RSS, at most 250 MiB under this load.
//
// Usage: npm run build && node bench/cluster/run.mjs [seconds per load, default 10]
//   BENCH_INSTANCE_NODE_OPTIONS='…'   V8 options of the instances instead of the deployed ones
//                                     (scripts/lib/api-runtime.mjs)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { chatSocketPath, NOTIFICATIONS_WS_PATH } from '@tontine/contracts';
import { ApiInstance } from '../../scripts/lib/cluster/api-instances.mjs';
import { startCluster } from '../../scripts/lib/cluster/start-cluster.mjs';
import { load, percentiles } from '../lib/load.mjs';
import { cpuSeconds } from '../lib/process-cpu.mjs';

const seconds = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;
const GROUPS = 20;
const MESSAGES = 100;
const PAYING_GROUPS = 4;
const BASE_PORT = 19443;
const SOCKETS = 2_000;
const TARGET = { idleMiB: 200, loadMiB: 250 };

/** A process's CPU seconds so far; 0 once it is gone (nginx's cache manager ends on its own). */
const cpuOf = (pid) => cpuSeconds(pid) ?? 0;

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** nginx's worker processes: the children of its master. */
function childrenOf(parent) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Runs `work` while sampling every instance's RSS; answers the work's result, each instance's
 * and nginx's CPU seconds over it, and each instance's highest RSS.
 */
async function measured(cluster, work) {
  const apis = cluster.apis.filter((api) => api.running);
  // nginx's workers (its cache manager, which only starts and sleeps, ends on its own).
  const nginxPids = childrenOf(cluster.nginx.pid);
  const cpu0 = apis.map((api) => cpuOf(api.pid));
  const nginx0 = nginxPids.reduce((sum, pid) => sum + cpuOf(pid), 0);
  const primaryPid = cluster.database.primary.process.pid;
  const primary0 = cpuOf(primaryPid);
  const peaks = apis.map((api) => rssMiB(api.pid));
  const sampler = setInterval(() => {
    apis.forEach((api, i) => {
      peaks[i] = Math.max(peaks[i], rssMiB(api.pid));
    });
  }, 100);
  try {
    const result = await work();
    return {
      result,
      cpu: apis.map((api, i) => cpuOf(api.pid) - cpu0[i]),
      nginxCpu: Math.max(0, nginxPids.reduce((sum, pid) => sum + cpuOf(pid), 0) - nginx0),
      primaryCpu: cpuOf(primaryPid) - primary0,
      peaks,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function json(url, init = {}) {
  const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!answer.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

async function register(origin, email) {
  const body = {
    first_name: 'Bench',
    last_name: 'Runner',
    email,
    password: 'Bench-Passw0rd',
    country: 'KE',
    preferred_language: 'sw',
    accept_terms: true,
  };
  return json(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function createGroup(origin, token, i, startDate = '2030-01-31') {
  const answer = await json(`${origin}/api/groups`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: `Chama ya benchi ${i}`,
      description: 'Groupe de mesure',
      contribution_amount: '500',
      currency: 'KES',
      max_members: 30,
      start_date: startDate,
    }),
  });
  return answer.group;
}

/**
 * `count` notification sockets held open on one instance (as members with the app open): the
 * instance's RSS before and with them, measured after a pause for each.
 */
async function idleSockets(instance, wsUrl, token, count) {
  const before = rssMiB(instance.pid);
  const sockets = [];
  for (let i = 0; i < count; i += 1)
    sockets.push(
      await new Promise((resolve, reject) => {
        const socket = new WebSocket(
          `${wsUrl}${NOTIFICATIONS_WS_PATH}?token=${encodeURIComponent(token)}`,
        );
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      }),
    );
  await new Promise((r) => setTimeout(r, 3_000));
  const held = rssMiB(instance.pid);
  for (const socket of sockets) socket.close();
  return { before, held, perSocketKiB: ((held - before) * 1024) / count };
}

const post = (origin, path, token, body) =>
  json(`${origin}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/**
 * Contribution day's writes: in each group whose rotation runs, every member records their cash
 * payment and the admin approves it (each approval locks the cycle, writes the ledger, the
 * audit and a notification). `inFlight` payments at a time; answers the payments made.
 */
async function contributionDay(origin, adminToken, groups, memberTokens, inFlight = 8) {
  const queue = groups.flatMap((group) => memberTokens.map((token) => ({ group, token })));
  let made = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { group, token } = next;
      const recorded = await post(
        origin,
        `/api/contributions/cash/record?group_id=${group.id}&amount=500&cycle_number=1`,
        token,
      );
      await post(origin, `/api/contributions/${recorded.contribution.id}/approve`, adminToken);
      made += 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return made;
}

/**
 * `messages` chat messages sent one after the other, by each member in turn (a member may send
 * 20 in 10 s); each timed until every member's socket has it.
 */
async function fanOut(wsOrigin, httpOrigin, group, tokens, messages) {
  const sockets = await Promise.all(
    tokens.map(
      (token) =>
        new Promise((resolve, reject) => {
          const socket = new WebSocket(
            `${wsOrigin}${chatSocketPath(group.id)}?token=${encodeURIComponent(token)}`,
            { rejectUnauthorized: false },
          );
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
          socket.once('unexpected-response', (_request, response) =>
            reject(new Error(`the chat socket was answered ${response.statusCode}`)),
          );
          socket.once('close', (code, reason) =>
            reject(new Error(`the chat socket closed: ${code} ${String(reason)}`)),
          );
        }),
    ),
  );
  const arrivals = new Map();
  for (const socket of sockets)
    socket.on('message', (raw) => {
      const event = JSON.parse(String(raw));
      if (event.type !== 'new_message') return;
      const seen = arrivals.get(event.message.message) ?? [];
      seen.push(performance.now());
      arrivals.set(event.message.message, seen);
    });
  // Admitted once a probe reaches every socket.
  for (let probe = 0; ; probe += 1) {
    if (probe === 50) throw new Error('the chat sockets were not all admitted after 50 probes');
    await send(httpOrigin, tokens[probe % tokens.length], group.id, `probe ${probe}`);
    await new Promise((r) => setTimeout(r, 300));
    if ((arrivals.get(`probe ${probe}`) ?? []).length === sockets.length) break;
  }
  const latencies = [];
  for (let i = 0; i < messages; i += 1) {
    const text = `message ${i}`;
    const sent = performance.now();
    await send(httpOrigin, tokens[i % tokens.length], group.id, text);
    const deadline = sent + 10_000;
    while ((arrivals.get(text) ?? []).length < sockets.length) {
      if (performance.now() > deadline)
        throw new Error(
          `${text} reached ${(arrivals.get(text) ?? []).length} of ${sockets.length} sockets in 10 s`,
        );
      await new Promise((r) => setTimeout(r, 2));
    }
    latencies.push(Math.max(...arrivals.get(text)) - sent);
  }
  for (const socket of sockets) socket.close();
  return percentiles(latencies);
}

async function send(origin, token, groupId, message) {
  await json(`${origin}/api/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ group_id: groupId, message, timestamp: new Date().toISOString() }),
  });
}

const dir = mkdtempSync(join(tmpdir(), 'tontine-bench-cluster-'));
const nodeOptions = process.env.BENCH_INSTANCE_NODE_OPTIONS;
const cluster = await startCluster({
  dir,
  basePort: BASE_PORT,
  instances: 3,
  env: {
    LOG_LEVEL: 'error',
    ...(nodeOptions === undefined ? {} : { NODE_OPTIONS: nodeOptions }),
  },
});
try {
  // The load generator trusts the certificate made for this run.
  const { Agent, setGlobalDispatcher } = await import('undici');
  setGlobalDispatcher(new Agent({ connect: { ca: readFileSync(cluster.certificate) } }));
  const direct = cluster.apis[0].url;
  const owner = await register(cluster.url, 'owner@bench.test');
  const groups = [];
  for (let i = 0; i < GROUPS; i += 1)
    groups.push(await createGroup(cluster.url, owner.access_token, i));
  const members = [];
  for (let i = 0; i < 29; i += 1) {
    const member = await register(cluster.url, `member.${i}@bench.test`);
    await json(`${cluster.url}/api/groups/join-with-permanent-code`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${member.access_token}`,
      },
      body: JSON.stringify({ permanent_code: groups[0].permanent_invitation_code }),
    });
    members.push(member);
  }
  // Groups whose rotation started yesterday, where the same members pay on contribution day.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const running = [];
  for (let i = 0; i < PAYING_GROUPS; i += 1) {
    const group = await createGroup(cluster.url, owner.access_token, `W${i}`, yesterday);
    for (const member of members)
      await post(cluster.url, '/api/groups/join-with-permanent-code', member.access_token, {
        permanent_code: group.permanent_invitation_code,
      });
    running.push(group);
  }
  await new Promise((r) => setTimeout(r, 3_000));
  const idle = cluster.apis.map((api) => rssMiB(api.pid));
  console.log(
    `cluster: nginx + ${cluster.apis.length} instances, ${GROUPS} groups of the measured member, ` +
      `instances' Node options: ${[...cluster.apis[0].nodeArgs, cluster.env.NODE_OPTIONS ?? ''].join(' ')}`,
  );
  console.log(`idle RSS per instance: ${idle.map((m) => `${m.toFixed(0)} MiB`).join(', ')}`);
  // On an instance still idle: after a load its heap has room that would hide the sockets.
  console.log(`… ${SOCKETS} notification sockets held on an idle instance`);
  const held = await idleSockets(
    cluster.apis[2],
    cluster.apis[2].url.replace(/^http/, 'ws'),
    owner.access_token,
    SOCKETS,
  );

  const token = owner.access_token;
  const runs = [];
  const listing = async (label, origin) => {
    console.log(`… GET /api/groups: ${label}`);
    await load({
      url: `${origin}/api/groups`,
      token,
      connections: CONNECTIONS,
      seconds: 2,
      warmUp: true,
    });
    const m = await measured(cluster, () =>
      load({ url: `${origin}/api/groups`, token, connections: CONNECTIONS, seconds }),
    );
    runs.push({ label, ...m });
  };
  await listing('direct to one instance (baseline)', direct);

  // The memory baseline: a fourth instance of the same build on the same databases, outside
  // nginx, on Node's own defaults, idle and then under the same load straight to it.
  const { NODE_OPTIONS: _deployed, MALLOC_ARENA_MAX: _arenas, ...plainEnv } = cluster.env;
  const defaults = new ApiInstance({
    name: 'node-defaults',
    port: BASE_PORT + 30,
    env: plainEnv,
    logDir: dir,
    nodeArgs: [],
  });
  await defaults.start();
  await new Promise((r) => setTimeout(r, 3_000));
  const defaultsIdle = rssMiB(defaults.pid);
  console.log('… GET /api/groups: direct to an instance on Node’s defaults');
  await load({ url: `${defaults.url}/api/groups`, token, connections: CONNECTIONS, seconds: 2 });
  let defaultsPeak = rssMiB(defaults.pid);
  const sampler = setInterval(
    () => (defaultsPeak = Math.max(defaultsPeak, rssMiB(defaults.pid))),
    100,
  );
  await load({ url: `${defaults.url}/api/groups`, token, connections: CONNECTIONS, seconds });
  clearInterval(sampler);
  await defaults.stop();

  await listing('nginx, 3 instances', cluster.url);

  const wsOrigin = cluster.url.replace(/^https/, 'wss');
  console.log('… chat fan-out: 3 instances');
  const fanOutNow = () =>
    measured(cluster, () =>
      fanOut(
        wsOrigin,
        cluster.url,
        groups[0],
        members.map((m) => m.access_token),
        MESSAGES,
      ),
    );
  const fanThree = await fanOutNow();

  console.log('… contribution day: 3 instances');
  const payments = await measured(cluster, () =>
    contributionDay(
      cluster.url,
      owner.access_token,
      running,
      members.map((m) => m.access_token),
    ),
  );

  await Promise.all(cluster.apis.slice(1).map((api) => api.stop()));
  await listing('nginx, 1 instance', cluster.url);
  console.log('… chat fan-out: 1 instance');
  const fanOne = await fanOutNow();

  console.log(`\nGET /api/groups, ${CONNECTIONS} connections, ${seconds} s each`);
  console.log(
    '| path | requests/s | p50 ms | p99 ms | instance CPU ms/request | nginx CPU ms/request | primary CPU ms/request | highest RSS MiB |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const run of runs) {
    const requests = run.result.requests;
    const perRequest = (run.cpu.reduce((a, b) => a + b, 0) * 1000) / requests;
    const nginxPer = (run.nginxCpu * 1000) / requests;
    console.log(
      `| ${run.label} | ${run.result.rps.toFixed(0)} | ${run.result.p50} | ${run.result.p99} | ${perRequest.toFixed(2)} | ${run.label.startsWith('direct') ? '–' : nginxPer.toFixed(2)} | ${((run.primaryCpu * 1000) / requests).toFixed(2)} | ${run.peaks.map((p) => p.toFixed(0)).join(', ')} |`,
    );
  }
  const [base, three] = runs;
  console.log(
    `nginx against the direct call: ×${(three.result.p50 / base.result.p50).toFixed(2)} p50, ` +
      `×${(base.result.rps / three.result.rps).toFixed(2)} time per request`,
  );
  console.log(`\nChat fan-out through nginx: ${MESSAGES} messages one after the other, 29 sockets`);
  for (const [label, m] of [
    ['3 instances', fanThree],
    ['1 instance', fanOne],
  ])
    console.log(
      `  ${label}: every socket has it after p50 ${m.result.p50.toFixed(1)} ms, p99 ${m.result.p99.toFixed(1)} ms; ` +
        `instances' CPU ${((m.cpu.reduce((a, b) => a + b, 0) * 1000) / MESSAGES).toFixed(2)} ms per message`,
    );
  const paymentCpu = (payments.cpu.reduce((a, b) => a + b, 0) * 1000) / payments.result;
  console.log(
    `\nContribution day through nginx, 3 instances: ${payments.result} cash payments recorded and approved; ` +
      `instances' CPU ${paymentCpu.toFixed(2)} ms per payment (two requests), nginx ${((payments.nginxCpu * 1000) / payments.result).toFixed(2)} ms, ` +
      `the MariaDB primary ${((payments.primaryCpu * 1000) / payments.result).toFixed(2)} ms`,
  );
  console.log(
    `\n${SOCKETS} idle notification sockets on an idle instance: RSS ${held.before.toFixed(0)} → ${held.held.toFixed(0)} MiB, ${held.perSocketKiB.toFixed(1)} KiB per socket`,
  );
  const deployedPeak = runs[0].peaks[0];
  console.log(
    `\nmemory against Node's defaults (the same build and load, straight to one instance): ` +
      `idle ${defaultsIdle.toFixed(0)} → ${idle[0].toFixed(0)} MiB (×${(idle[0] / defaultsIdle).toFixed(2)}), ` +
      `under load ${defaultsPeak.toFixed(0)} → ${deployedPeak.toFixed(0)} MiB (×${(deployedPeak / defaultsPeak).toFixed(2)})`,
  );
  const highest = Math.max(
    ...runs.flatMap((r) => r.peaks),
    ...fanThree.peaks,
    ...fanOne.peaks,
    ...payments.peaks,
  );
  const idleMax = Math.max(...idle);
  console.log(
    `\nmemory: idle ${idleMax.toFixed(0)} MiB (target ${TARGET.idleMiB}), under load ${highest.toFixed(0)} MiB (target ${TARGET.loadMiB})`,
  );
} finally {
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
