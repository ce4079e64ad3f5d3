// Reads a V8 `.cpuprofile` (node --cpu-prof) of the built brand server and says where the time
// went: self and total time by function and by source module. The server is a bundle
// (dist/server/index.js and its chunks); built with source maps (`vite build --ssr --sourcemap`,
// profile-render.ts does it), each sampled position is mapped back to the module it came from
// (our file, or the package's), else to the bundle's file.
//   node src/cpu-profile.ts <file.cpuprofile> [rows]
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** The bundle file's source map (`<file>.map` beside it), if it was built with one. */
const mapsOf = new Map<string, SourceMap | null>();
function sourceMap(url: string): SourceMap | null {
  let known = mapsOf.get(url);
  if (known !== undefined) return known;
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  known = existsSync(`${path}.map`) ? new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8'))) : null;
  mapsOf.set(url, known);
  return known;
}

/** The module a frame's code came from: a package's name and file, or our source path. */
export function moduleOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  if (frame.url.startsWith('node:')) return frame.url;
  const entry = sourceMap(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
  const name = entry && 'originalSource' in entry ? entry.originalSource : '';
  const file = frame.url.split('/').slice(-2).join('/');
  if (!name) return file;
  // ../../node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/cjs/x.js → react-dom/cjs/x.js
  const pkg = /node_modules\/(?!\.pnpm)((?:@[^/]+\/)?[^/]+\/.*)$/.exec(name);
  return (
    pkg?.[1] ?? name.replace(/^(file:\/\/)?(\.\.\/)*/, '').replace(/^.*?\/(packages|apps|tooling)\//, '$1/')
  );
}

/** The line a frame's code came from: in its source module when the bundle has a map, else in the bundle. */
export function lineOf(frame: CallFrame): number {
  const entry = frame.url ? sourceMap(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber) : undefined;
  return entry && 'originalLine' in entry ? Number(entry.originalLine) + 1 : frame.lineNumber + 1;
}

/** The package a module belongs to (`react-dom`, `@tanstack/router-core`), or `ours` for our sources. */
export function packageOf(module: string): string {
  if (module.startsWith('(') || module.startsWith('node:')) return module;
  if (module.startsWith('packages/') || module.startsWith('apps/') || module.startsWith('src/'))
    return `ours: ${module.split('/').slice(0, 2).join('/')}`;
  const scoped = module.startsWith('@');
  return module
    .split('/')
    .slice(0, scoped ? 2 : 1)
    .join('/');
}

interface Row {
  key: string;
  selfMs: number;
  totalMs: number;
}

/** Self and total (inclusive, each key once per stack) time by `keyOf(frame)`. */
export function summarise(profile: CpuProfile, keyOf: (frame: CallFrame) => string): Row[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const keys = new Map<number, string>();
  const keyOfNode = (id: number) => {
    let key = keys.get(id);
    if (key === undefined) {
      const node = byId.get(id);
      key = node ? keyOf(node.callFrame) : '?';
      keys.set(id, key);
    }
    return key;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    // A sample's time is the gap to the next one.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const own = keyOfNode(id);
    self.set(own, (self.get(own) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = keyOfNode(at);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + ms);
    }
  });
  return [...total.keys()]
    .map((key) => ({ key, selfMs: self.get(key) ?? 0, totalMs: total.get(key) ?? 0 }))
    .sort((a, b) => b.selfMs - a.selfMs);
}

function print(title: string, rows: Row[], wallMs: number, limit: number, by: 'selfMs' | 'totalMs') {
  console.log(`\n${title}`);
  const sorted = [...rows].sort((a, b) => b[by] - a[by]).slice(0, limit);
  for (const row of sorted)
    console.log(
      `${row.selfMs.toFixed(0).padStart(7)} ms self ${((100 * row.selfMs) / wallMs).toFixed(1).padStart(5)}%  ${row.totalMs.toFixed(0).padStart(7)} ms total ${((100 * row.totalMs) / wallMs).toFixed(1).padStart(5)}%  ${row.key}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node src/cpu-profile.ts <file.cpuprofile> [rows]');
    process.exit(2);
  }
  const limit = Number(process.argv[3] ?? 40) || 40;
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const wallMs = (profile.endTime - profile.startTime) / 1000;
  const idle = summarise(profile, (f) => f.functionName).find((r) => r.key === '(idle)')?.selfMs ?? 0;
  console.log(
    `${file}: ${(wallMs / 1000).toFixed(1)} s, ${profile.samples.length} samples, busy ${(wallMs - idle).toFixed(0)} ms (${((100 * (wallMs - idle)) / wallMs).toFixed(0)}%)`,
  );
  const fn = (f: CallFrame) => `${f.functionName || '(anonymous)'}  ${moduleOf(f)}:${lineOf(f)}`;
  print(
    'By package, self time',
    summarise(profile, (f) => packageOf(moduleOf(f))),
    wallMs,
    limit,
    'selfMs',
  );
  print('By module, self time', summarise(profile, moduleOf), wallMs, limit, 'selfMs');
  print('By function, self time', summarise(profile, fn), wallMs, limit, 'selfMs');
  print('By function, total time', summarise(profile, fn), wallMs, limit, 'totalMs');
}
