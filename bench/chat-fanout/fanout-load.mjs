// The load generator: every member of every group holds a chat socket, senders post through
// HTTP at a steady rate (open loop: a slow answer never delays the next send), and each
// receipt is matched to its message to time it from send to receipt and to count losses.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { WebSocket } from 'ws';
import { Answers } from '../lib/answers.mjs';
import { percentiles } from '../lib/load.mjs';

const MESSAGE_PATH = '/api/chat/messages';
/** Receipts still missing once none came for this long (or after the max) count as lost. */
const DRAIN_QUIET_MS = 3000;
const DRAIN_MAX_MS = 30_000;

/** A run's text: a realistic length, ending with `#<phase>:<sequence>` for the receivers. */
const textOf = (phase, seq) =>
  `Habari za leo wanachama, mchango wa wiki hii umefika #${phase}:${seq}`;

function tagOf(text) {
  const at = text.lastIndexOf('#');
  const colon = text.indexOf(':', at);
  return { phase: Number(text.slice(at + 1, colon)), seq: Number(text.slice(colon + 1)) };
}

function openSocket(url) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

/**
 * `groups`: [{ id, members: [{ id, token }] }]. Message `seq` of a run goes to group
 * `seq % groups.length` from its member `floor(seq / groups.length)`, so consecutive sends hit
 * different groups and each user sends once every `groups × size` messages (the API allows 20
 * per user per 10 s).
 */
export class FanoutLoad {
  constructor({ origin, groups, connections = 128 }) {
    this.origin = origin;
    this.groups = groups;
    this.pool = new Pool(origin, { connections, pipelining: 1 });
    this.sockets = [];
    this.phase = null;
    this.phases = 0;
    this.closedByServer = [];
  }

  /**
   * One socket per member, `concurrency` handshakes at a time. A handshake refused stops the
   * benchmark: its member would receive nothing, and the run would measure a smaller fan-out.
   */
  async open({ concurrency = 50 } = {}) {
    const wsOrigin = this.origin.replace(/^http/, 'ws');
    const answers = new Answers(`the WebSocket handshakes of ${wsOrigin}/ws/chat/<group>`);
    const seats = this.groups.flatMap((group, g) =>
      group.members.map((member) => ({
        g,
        url: `${wsOrigin}/ws/chat/${group.id}?token=${member.token}`,
      })),
    );
    let next = 0;
    const t0 = performance.now();
    const worker = async () => {
      while (next < seats.length) {
        const seat = seats[next++];
        try {
          const ws = await openSocket(seat.url);
          const socket = { ws, g: seat.g, admitted: false };
          ws.on('message', (data) => this.receive(socket, data));
          // A socket error ends in 'close', which is what gets counted.
          ws.on('error', () => undefined);
          ws.once('close', (code, reason) => {
            if (!this.closing) this.closedByServer.push(`${code} ${reason}`);
          });
          this.sockets.push(socket);
          answers.succeeded();
        } catch (err) {
          answers.failed(err.message);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    answers.assertAllOk();
    return { opened: this.sockets.length, ms: performance.now() - t0 };
  }

  /**
   * The API admits a socket after its handshake (token, membership): one message per group,
   * repeated for the groups not yet complete, tells when every socket is in its room.
   */
  async admit({ rounds = 10, waitMs = 3000 } = {}) {
    const t0 = performance.now();
    for (let round = 0; round < rounds; round += 1) {
      const pending = new Set(this.sockets.filter((s) => !s.admitted).map((s) => s.g));
      if (pending.size === 0) break;
      const phase = this.startPhase(this.groups.length);
      for (const g of pending) this.send(phase, g, g, 0);
      const end = performance.now() + waitMs;
      while (performance.now() < end && this.sockets.some((s) => !s.admitted && pending.has(s.g)))
        await sleep(50);
      await this.settle(phase);
      phase.answers.assertAllOk();
    }
    this.phase = null;
    this.receivers = this.groups.map(
      (_, g) => this.sockets.filter((s) => s.g === g && s.admitted).length,
    );
    const admitted = this.sockets.filter((s) => s.admitted).length;
    return { admitted, missing: this.sockets.length - admitted, ms: performance.now() - t0 };
  }

  /** Sends `rate` messages a second for `seconds`, then waits for the last receipts. */
  async run({ rate, seconds }) {
    const total = Math.round(rate * seconds);
    const phase = this.startPhase(total);
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    const start = performance.now();
    let next = 0;
    await new Promise((resolve) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
        while (next < due) {
          this.send(phase, next, next % this.groups.length, Math.floor(next / this.groups.length));
          next += 1;
        }
        if (next >= total) resolve();
        else setTimeout(tick, 1);
      };
      tick();
    });
    const sendSeconds = (performance.now() - start) / 1000;
    await this.drain(phase);
    loopDelay.disable();
    this.phase = null;
    phase.answers.assertAllOk();
    return this.summarise(phase, { rate, sendSeconds, loopDelay });
  }

  async close() {
    this.closing = true;
    for (const { ws } of this.sockets) ws.terminate();
    this.sockets = [];
    await this.pool.close();
  }

  startPhase(size) {
    this.phases += 1;
    this.phase = {
      id: this.phases,
      sentAt: new Float64Array(size),
      status: new Int16Array(size),
      expected: new Uint8Array(size),
      received: new Uint16Array(size),
      answers: new Answers(`POST ${this.origin}${MESSAGE_PATH}`),
      latencies: [],
      httpLatencies: [],
      pending: 0,
      sent: 0,
      firstSend: 0,
      lastReceipt: 0,
      receipts: 0,
    };
    return this.phase;
  }

  /** Message `index` of the phase, to group `g` from its member `turn` (modulo its size). */
  send(phase, index, g, turn) {
    const group = this.groups[g];
    const sender = group.members[turn % group.members.length];
    const body = JSON.stringify({
      group_id: group.id,
      message: textOf(phase.id, index),
      timestamp: new Date().toISOString(),
    });
    const t0 = performance.now();
    phase.sentAt[index] = t0;
    phase.expected[index] = this.receivers?.[g] ?? group.members.length;
    if (phase.sent === 0) phase.firstSend = t0;
    phase.sent += 1;
    phase.pending += 1;
    this.pool
      .request({
        path: MESSAGE_PATH,
        method: 'POST',
        headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
        body,
      })
      .then(
        async (res) => {
          if (phase.answers.wantsBody(res.statusCode))
            phase.answers.answered(res.statusCode, await res.body.text());
          else {
            await res.body.dump();
            phase.answers.answered(res.statusCode);
          }
          phase.status[index] = res.statusCode;
          phase.httpLatencies.push(performance.now() - t0);
        },
        (err) => {
          phase.status[index] = -1;
          phase.answers.failed(err.code ?? err.message);
        },
      )
      .finally(() => {
        phase.pending -= 1;
      });
  }

  receive(socket, data) {
    const now = performance.now();
    const phase = this.phase;
    const event = JSON.parse(data);
    if (event.type !== 'new_message' || !phase) return;
    const tag = tagOf(event.message.message);
    if (tag.phase !== phase.id) return;
    socket.admitted = true;
    phase.received[tag.seq] += 1;
    phase.latencies.push(now - phase.sentAt[tag.seq]);
    phase.receipts += 1;
    phase.lastReceipt = now;
  }

  /** Waits until every request has its answer. */
  async settle(phase) {
    while (phase.pending > 0) await sleep(20);
  }

  /** Then waits for the receipts, until all came or none came for DRAIN_QUIET_MS. */
  async drain(phase) {
    await this.settle(phase);
    const expected = this.expectedOf(phase);
    const end = performance.now() + DRAIN_MAX_MS;
    let seen = phase.receipts;
    let quietSince = performance.now();
    while (phase.receipts < expected && performance.now() < end) {
      await sleep(50);
      if (phase.receipts !== seen) {
        seen = phase.receipts;
        quietSince = performance.now();
      } else if (performance.now() - quietSince > DRAIN_QUIET_MS) break;
    }
  }

  expectedOf(phase) {
    let expected = 0;
    for (let i = 0; i < phase.sent; i += 1)
      if (isOk(phase.status[i])) expected += phase.expected[i];
    return expected;
  }

  /** A phase whose sends were all answered with a 2xx (run() stops the benchmark otherwise). */
  summarise(phase, { rate, sendSeconds, loopDelay }) {
    let expected = 0;
    let delivered = 0;
    let duplicates = 0;
    for (let i = 0; i < phase.sent; i += 1) {
      expected += phase.expected[i];
      delivered += Math.min(phase.received[i], phase.expected[i]);
      duplicates += Math.max(0, phase.received[i] - phase.expected[i]);
    }
    const http = percentiles(phase.httpLatencies);
    return {
      rate,
      sent: phase.sent,
      sentPerSecond: phase.sent / sendSeconds,
      httpP50: http.p50,
      httpP99: http.p99,
      expected,
      delivered,
      lost: expected - delivered,
      duplicates,
      deliveriesPerSecond:
        phase.receipts / Math.max(sendSeconds, (phase.lastReceipt - phase.firstSend) / 1000),
      ...percentiles(phase.latencies),
      max: Math.round(phase.latencies.reduce((a, b) => Math.max(a, b), 0)),
      generatorLoopDelayP99: Math.round(loopDelay.percentile(99) / 1e5) / 10,
      closedByServer: this.closedByServer.length,
    };
  }
}

const isOk = (status) => status >= 200 && status < 300;
