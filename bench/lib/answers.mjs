// Every request a benchmark measures goes through here. A figure taken from refused or failed
// requests measures how fast the server refuses: such a run stops the benchmark, with the
// statuses and what the server said, before any figure of it is printed, and the process
// exits non-zero.

/** A run whose requests did not all get a 2xx answer. */
export class RequestsFailed extends Error {
  name = 'RequestsFailed';
}

const count = (n) => n.toLocaleString('en-US');

/** What a refusal says, short: its error code when the body is the API's `{ detail, code }`. */
export function describeBody(text) {
  try {
    const body = JSON.parse(text);
    if (body && typeof body === 'object' && 'code' in body)
      return `${body.code}${body.detail ? ` (${body.detail})` : ''}`;
  } catch {
    // Not JSON: the text itself.
  }
  return text.replace(/\s+/g, ' ').slice(0, 200);
}

const isOk = (status) => status >= 200 && status < 300;

/** The answers of one run: 2xx counted, refusals by status (with the first body), failures by reason. */
export class Answers {
  /** `what`: the requests, as the error names them (e.g. `GET http://…/api/admin/stats`). */
  constructor(what) {
    this.what = what;
    this.ok = 0;
    this.refused = new Map();
    this.errors = new Map();
  }

  /** One request that succeeded without an HTTP answer to count (a socket opened). */
  succeeded() {
    this.ok += 1;
  }

  /** One answer; `body` (its text) is kept for the first refusal of each status. */
  answered(status, body) {
    if (isOk(status)) {
      this.ok += 1;
      return;
    }
    const seen = this.refused.get(status);
    if (seen) seen.count += 1;
    else this.refused.set(status, { count: 1, body });
  }

  /** Whether a refusal of this status still lacks its body (read it only then). */
  wantsBody(status) {
    return !isOk(status) && this.refused.get(status)?.body === undefined;
  }

  /** Describes a refusal whose body was read after the answer was counted. */
  describe(status, body) {
    const seen = this.refused.get(status);
    if (seen && seen.body === undefined) seen.body = body;
  }

  /** A request without an answer: a network error, a timeout. */
  failed(reason, times = 1) {
    this.errors.set(reason, (this.errors.get(reason) ?? 0) + times);
  }

  get failures() {
    let n = 0;
    for (const { count: c } of this.refused.values()) n += c;
    for (const c of this.errors.values()) n += c;
    return n;
  }

  /**
   * Stops the benchmark unless every request got a 2xx answer, and at least one did; a warm-up
   * (`answerRequired` false) may end before its first answer, which nothing reads.
   */
  assertAllOk({ answerRequired = true } = {}) {
    const failures = this.failures;
    if (failures === 0 && (this.ok > 0 || !answerRequired)) return;
    if (failures === 0)
      throw new RequestsFailed(
        `${this.what}: no request was answered within the run, which measures nothing: give it more seconds`,
      );
    const reasons = [
      ...[...this.refused].map(
        ([status, { count: c, body }]) =>
          `${count(c)} × ${status}${body === undefined ? '' : ` ${describeBody(body)}`}`,
      ),
      ...[...this.errors].map(([reason, c]) => `${count(c)} × ${reason}`),
    ];
    throw new RequestsFailed(
      `${this.what}: ${count(failures)} of ${count(failures + this.ok)} requests failed (${reasons.join('; ')}); a run whose requests fail measures nothing`,
    );
  }
}

/** One request that must succeed (a sign-in, a check before a run): throws with what came back. */
export async function fetchOk(url, init = {}) {
  const what = `${init.method ?? 'GET'} ${url}`;
  let response;
  try {
    response = await fetch(url, init);
  } catch (err) {
    throw new RequestsFailed(`${what}: ${err.cause?.code ?? err.message}`);
  }
  if (!isOk(response.status))
    throw new RequestsFailed(`${what}: ${response.status} ${describeBody(await response.text())}`);
  return response;
}

/** fetchOk, then the body as JSON. */
export async function fetchJson(url, init) {
  return (await fetchOk(url, init)).json();
}
