import autocannon from 'autocannon';

/** Runs a bounded load (loopback only) and returns requests/s and latency percentiles. */
export async function load({ url, token, connections = 50, seconds = 10 }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures,
  };
}

export function row(label, r, ceiling) {
  const ratio = ceiling ? (r.rps / ceiling.rps).toFixed(2) : '—';
  return `${label.padEnd(44)} ${String(r.rps).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   failures ${r.failures}   ratio ${ratio}`;
}
