import fc from 'fast-check';
import { isErrorCode } from '@tontine/contracts';
import { apiUrl } from '../api-target.js';
import { changedTables, type TableChecksums } from '../table-checksums.js';
import {
  badRequests,
  describeRequest,
  type Endpoint,
  type FuzzCase,
  type RawRequest,
} from './bad-requests.js';
import { isKnownFailure } from './known-failures.js';

export interface Answer {
  status: number;
  text: string;
}

/** What was wrong with an answer to a bad request; undefined when it was a proper refusal. */
export function wrongAnswer(answer: Answer): string | undefined {
  if (answer.status >= 500) return `a ${answer.status}: the server failed`;
  if (answer.status < 400) return `a ${answer.status}: the bad input was taken`;
  let body: { code?: unknown; detail?: unknown };
  try {
    body = JSON.parse(answer.text) as typeof body;
  } catch {
    return `a ${answer.status} whose body is not JSON`;
  }
  if (!isErrorCode(body.code) || typeof body.detail !== 'string')
    return `a ${answer.status} whose body is not { detail, code }`;
  return undefined;
}

/** The API's body limit (main.ts): past it Fastify answers 413 and closes the connection. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

function bodyBytes(request: RawRequest): number {
  if (typeof request.body === 'string') return Buffer.byteLength(request.body);
  if (request.body instanceof Uint8Array) return request.body.byteLength;
  return 0;
}

export async function sendRaw(request: RawRequest): Promise<Answer> {
  const response = await fetch(`${apiUrl()}${request.url}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, text: await response.text() };
}

export interface Failure {
  caller: string;
  why: string;
  request: string;
  status: number;
  answer: string;
  problem: string;
}

export interface EndpointReport {
  route: string;
  seed: number;
  cases: number;
  /** Answers by status: `{ '400': 151, '401': 20, … }`. */
  statuses: Record<string, number>;
  failures: Failure[];
  /** Tables whose checksum moved while only bad requests were sent. */
  changedTables: string[];
  /** Cases left out because they match a known failure (known-failures.ts). */
  knownFailuresSkipped: number;
}

/** A seed per endpoint from the run's seed, so that adding a route changes no other's cases. */
export function seedFor(runSeed: number, route: string): number {
  let hash = runSeed | 0;
  for (const ch of route) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

function failureOf(c: FuzzCase, answer: Answer, problem: string): Failure {
  return {
    caller: c.caller,
    why: c.why,
    request: describeRequest(c.request),
    status: answer.status,
    answer: answer.text.slice(0, 500),
    problem,
  };
}

export function describeFailure(route: string, failure: Failure): string {
  return [
    `${route}: ${failure.problem}`,
    `caller: ${failure.caller}; wrong because: ${failure.why}`,
    failure.request,
    `answer ${failure.status}: ${failure.answer}`,
  ].join('\n');
}

/**
 * Sends `runs` bad requests to one endpoint and compares every table before and after.
 * `stopAtFirst` (the test tier) ends at the first wrong answer and lets fast-check shrink it
 * to the smallest request that still fails (its `failures` then holds the first one seen and
 * the shrunk one, last); without it (the benchmark) every case runs and every failure is kept.
 */
export async function fuzzEndpoint(
  endpoint: Endpoint,
  options: {
    runs: number;
    seed: number;
    checksums: TableChecksums;
    stopAtFirst: boolean;
    /** fast-check's path to a failing case (printed with it), to replay that case alone. */
    path?: string;
    /** Compares the tables around every request, to find the one that changed them (slow). */
    checksumEach?: boolean;
  },
): Promise<EndpointReport & { replayPath?: string }> {
  const route = endpoint.row.route;
  const report: EndpointReport & { replayPath?: string } = {
    route,
    seed: options.seed,
    cases: 0,
    statuses: {},
    failures: [],
    changedTables: [],
    knownFailuresSkipped: 0,
  };
  const cases = badRequests(endpoint).map((c) =>
    Object.assign(c, {
      [fc.toStringMethod]: () => `${c.caller}: ${c.why}\n${describeRequest(c.request)}`,
    }),
  );
  const before = await options.checksums.take();
  // Shrinking re-sends ever smaller requests; past this many, the smallest so far is kept.
  let shrinkBudget = 150;
  const property = fc.asyncProperty(cases, async (c) => {
    if (report.failures.length > 0 && options.stopAtFirst && shrinkBudget-- <= 0) return true;
    if (isKnownFailure(route, c)) {
      report.knownFailuresSkipped += 1;
      fc.pre(false);
    }
    const checksumBefore = options.checksumEach ? await options.checksums.take() : undefined;
    const answer = await sendRaw(c.request).catch((err: unknown) => ({
      status: 0,
      text: `not sent: ${String(err)} (${String((err as { cause?: unknown }).cause)})`,
    }));
    report.cases += 1;
    // Past the body limit the server answers 413 and closes the connection, often while the
    // client is still writing: the client then sees the connection go, not the answer.
    const closedOverLimit = answer.status === 0 && bodyBytes(c.request) > BODY_LIMIT_BYTES;
    const status = closedOverLimit ? 'closed' : String(answer.status);
    report.statuses[status] = (report.statuses[status] ?? 0) + 1;
    let problem = closedOverLimit
      ? undefined
      : answer.status === 0
        ? answer.text
        : wrongAnswer(answer);
    if (!problem && checksumBefore) {
      const changed = changedTables(checksumBefore, await options.checksums.take());
      if (changed.length) problem = `tables changed by this request: ${changed.join(', ')}`;
    }
    if (!problem) return true;
    report.failures.push(failureOf(c, answer, problem));
    return !options.stopAtFirst;
  });
  const details = await fc.check(property, {
    seed: options.seed,
    numRuns: options.runs,
    path: options.path,
    // Cases matching a known failure are skipped rather than counted: allow plenty of them.
    maxSkipsPerRun: 1_000,
  });
  if (details.failed && report.failures.length === 0) {
    // Not a wrong answer: the run itself could not go on (an error, too many skipped cases).
    report.failures.push({
      caller: '',
      why: '',
      request: '',
      status: 0,
      answer: '',
      problem: `the fuzz run stopped: ${String(details.errorInstance ?? 'unknown reason')}`,
    });
  } else if (details.failed) {
    report.replayPath = details.counterexamplePath ?? undefined;
    // While shrinking, the last request that still failed is the smallest one.
    report.failures.splice(1, Math.max(0, report.failures.length - 2));
  }
  report.changedTables = changedTables(before, await options.checksums.take());
  return report;
}
