// CPU time of the processes a run involves, read from /proc (Linux), to say who used the cores.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of a process so far, or null once it is gone. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The local MariaDB server's pid, if it runs on this machine. */
export function mariadbPid() {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const name = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      if (name === 'mariadbd' || name === 'mysqld') return Number(entry);
    } catch {
      // The process ended while the list was read.
    }
  }
  return null;
}

/**
 * Starts a measurement over named pids; `stop()` answers each one's CPU use as a share of one
 * core over the elapsed time (1.0 = a whole core).
 */
export function measureCpu(pids) {
  const t0 = performance.now();
  const start = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, pid ? cpuSeconds(pid) : null]),
  );
  return {
    stop() {
      const elapsed = (performance.now() - t0) / 1000;
      return Object.fromEntries(
        Object.entries(pids).map(([name, pid]) => {
          const end = pid ? cpuSeconds(pid) : null;
          return [
            name,
            end === null || start[name] === null ? null : (end - start[name]) / elapsed,
          ];
        }),
      );
    },
  };
}
