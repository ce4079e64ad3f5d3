// The app's JS entry as the browser fetches it: the entry script of the built `index.html` and
// every module it preloads (its static imports), each gzip-compressed (level 9, as the server's
// precompressed files are at least this small). Issue 15's target: at most 100 KB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface EntrySize {
  /** The sum over the entry and its preloads, KB gzip. */
  totalKb: number;
  /** Each file, largest first, KB gzip. */
  files: { file: string; kb: number }[];
}

/** The entry's files listed by the built `index.html` (`<script type="module" src>` and `modulepreload`). */
export function entryFiles(indexHtml: string): string[] {
  const scripts = [...indexHtml.matchAll(/<script type="module"[^>]*\bsrc="([^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  const preloads = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  return [...new Set([...scripts, ...preloads])].filter(Boolean);
}

/** Measures the entry of a built client directory (`apps/<brand>/dist/client`). */
export function measureEntrySize(clientDir: string): EntrySize {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const files = entryFiles(html).map((file) => ({
    file,
    kb: gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length / 1024,
  }));
  files.sort((a, b) => b.kb - a.kb);
  return { totalKb: files.reduce((sum, f) => sum + f.kb, 0), files };
}
