// Reading V8 CPU profiles (.cpuprofile, as `node --cpu-prof` or the inspector writes them):
// self time grouped by package / file or by function, for bench/cpu-profile.mjs and the
// profiles bench/reminders.mjs --cpu-prof keeps.

/** Self time (µs) per node of a V8 .cpuprofile, grouped by `keyOf(callFrame)`. */
export function selfTime(profile, keyOf) {
  const totals = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const key = keyOf(node.callFrame);
    totals.set(key, (totals.get(key) ?? 0) + (deltas[i] ?? 0));
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

/** The package (node_modules), Node module or source file a call frame belongs to. */
export function area({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  const root = url.indexOf('/apps/');
  if (root >= 0) return url.slice(root + 1).replace(/^file:\/\//, '');
  const pkgs = url.indexOf('/packages/');
  return pkgs >= 0 ? url.slice(pkgs + 1) : url;
}

/** A function as `name  file:line`. */
export const functionOf = (f) =>
  `${f.functionName || '(anonymous)'}  ${area(f)}:${f.lineNumber + 1}`;

/** Prints the top areas and functions by self time, as shares of the profile's wall time. */
export function printProfile(profile, { areas = 18, functions = 25, indent = '  ' } = {}) {
  const total = profile.endTime - profile.startTime;
  const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  console.log(`${indent}Self time by package / file (share of the profiled wall time):`);
  for (const [key, us] of selfTime(profile, area).slice(0, areas)) {
    console.log(`${indent}  ${pct(us)}  ${key}`);
  }
  console.log(`${indent}Top functions by self time:`);
  for (const [key, us] of selfTime(profile, functionOf).slice(0, functions)) {
    console.log(`${indent}  ${pct(us)}  ${key}`);
  }
}
