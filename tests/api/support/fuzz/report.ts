import type { EndpointReport } from './fuzz-campaign.js';

/** Counts by status per endpoint, one line each, then the totals. */
export function printReports(
  reports: EndpointReport[],
  run: { seed: number; seconds: number },
  print: (line: string) => void = (line) => console.log(line),
): void {
  const statuses = [...new Set(reports.flatMap((r) => Object.keys(r.statuses)))].sort();
  const width = Math.max(...reports.map((r) => r.route.length));
  const column = (s: string) => Math.max(6, s.length + 1);
  print(`\n[fuzz] seed ${run.seed}: answers by status per endpoint`);
  print(
    `${'endpoint'.padEnd(width)}  ${statuses.map((s) => s.padStart(column(s))).join('')}   cases  failures  skipped`,
  );
  for (const r of reports) {
    const counts = statuses.map((s) => String(r.statuses[s] ?? '').padStart(column(s))).join('');
    print(
      `${r.route.padEnd(width)}  ${counts}  ${String(r.cases).padStart(6)}  ${String(r.failures.length).padStart(8)}  ${String(r.knownFailuresSkipped).padStart(7)}${r.changedTables.length ? `  tables changed: ${r.changedTables.join(', ')}` : ''}`,
    );
  }
  const cases = reports.reduce((n, r) => n + r.cases, 0);
  const failures = reports.reduce((n, r) => n + r.failures.length, 0);
  print(
    `${reports.length} endpoints, ${cases} requests, ${failures} wrong answers, in ${run.seconds.toFixed(0)} s` +
      (statuses.includes('closed')
        ? ' (closed: over the body limit, the server closed the connection)'
        : ''),
  );
}
