/**
 * Where a CPU profile's time went (`node --import tsx bench/cpu-profile-summary.ts <file>`): the
 * functions with the most self time, and the share of each package (by the path of the script a
 * function lives in), from a `.cpuprofile` written by `node --cpu-prof` (see BENCH_NODE_ARGS).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [top]');
const top = Number(process.argv[3] ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
profile.samples.forEach((id, index) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...self.values()].reduce((sum, value) => sum + value, 0);

/** A script's package: `react-router/dist/development`, `(program)`, `server bundle`… */
function area(url: string, name: string): string {
  if (!url) return `(${name.replace(/[()]/g, '') || 'native'})`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    const pkg = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
    return /\/dist\/(development|production)\//.exec(url)
      ? `${pkg} (${/\/dist\/(development|production)\//.exec(url)![1]})`
      : pkg;
  }
  if (url.startsWith('node:')) return 'node internals';
  return url.replace(/^file:\/\//, '').replace(/^.*\/(apps|bench|packages)\//, '$1/');
}

const functions = new Map<string, number>();
const areas = new Map<string, number>();
for (const [id, time] of self) {
  const { callFrame } = byId.get(id)!;
  const key = `${callFrame.functionName || '(anonymous)'} ${area(callFrame.url, callFrame.functionName)}:${callFrame.lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + time);
  const where = area(callFrame.url, callFrame.functionName);
  areas.set(where, (areas.get(where) ?? 0) + time);
}
const percent = (time: number) => `${((time / total) * 100).toFixed(1).padStart(5)} %`;
console.log(`${(total / 1e6).toFixed(1)} s of samples\n\nBy script:`);
for (const [where, time] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`${percent(time)}  ${where}`);
}
console.log(`\nTop ${top} functions by self time:`);
for (const [key, time] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${percent(time)}  ${key}`);
}
