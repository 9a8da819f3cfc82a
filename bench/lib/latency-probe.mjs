// People using the app while something else happens: `connections` clients each ask for one
// URL every `paceMs` (or at once when the answer took longer), round robin over the API
// processes, until `stop()` says so, and every answer's time is kept (for exact percentiles,
// which autocannon does not give for p95). A steady pace, not a closed loop: the probe asks
// the same of the server whether it is busy or not, and takes little from what it measures.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs until `stop()` answers true (checked before each request). Answers the latencies (ms,
 * sorted) of the 200 answers, and how many answers were something else or failed.
 */
export async function probeLatency({ origins, path, cookie, connections = 4, paceMs = 100, stop }) {
  const agent = new Agent({ keepAliveTimeout: 10_000, connections });
  const times = [];
  let failures = 0;
  let next = 0;
  const client = async () => {
    while (!stop()) {
      const origin = origins[next++ % origins.length];
      const started = performance.now();
      try {
        const res = await request(`${origin}${path}`, { headers: { cookie }, dispatcher: agent });
        await res.body.arrayBuffer();
        if (res.statusCode === 200) times.push(performance.now() - started);
        else failures += 1;
      } catch {
        failures += 1;
      }
      const wait = paceMs - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  await agent.close();
  times.sort((a, b) => a - b);
  return { times, failures, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * CPU seconds a process has used so far (user + system, from /proc; null where there is no
 * /proc). CPU per message holds up on a busy machine far better than messages per second.
 */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, the 14th and 15th fields, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The machine's CPU time so far, busy and in all (clock ticks, from /proc/stat; null without). */
export function machineCpu() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const values = ticks.map(Number);
    const total = values.reduce((a, b) => a + b, 0);
    // idle and iowait are the 4th and 5th values.
    return { busy: total - (values[3] ?? 0) - (values[4] ?? 0), total };
  } catch {
    return null;
  }
}
