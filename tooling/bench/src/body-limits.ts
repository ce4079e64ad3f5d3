// Issue 32: a request body is never read past its limit. Four parallel 100 MB POSTs, sent
// chunked (no Content-Length, so the server cannot refuse them by the header alone), to every
// route that reads a body; the server's resident memory is read from /proc before and after.
import { readFileSync } from 'node:fs';

/** Every route of the brand server that reads a request body, with the type it is sent as. */
const BODY_ROUTES: readonly (readonly [string, string])[] = [
  ['/api/v2/cart/c1/variants/batch/add', 'application/json'],
  ['/api/v2/cart/c1/upload', 'multipart/form-data; boundary=x'],
  ['/session/login', 'application/json'],
  ['/session/context', 'application/json'],
  ['/punchout', 'application/x-www-form-urlencoded'],
  ['/punchout', 'multipart/form-data; boundary=x'],
  ['/csp-report', 'application/csp-report'],
  ['/_errors', 'application/x-sentry-envelope'],
];

const MB = 1024 * 1024;

/** A process's resident memory in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`No VmRSS for process ${pid}`);
  return kb / 1024;
}

/** `bytes` of 'x', generated as it is read, 64 KB at a time. */
function body(bytes: number): ReadableStream<Uint8Array> {
  const piece = new Uint8Array(64 * 1024).fill(120);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(piece);
      sent += piece.length;
    },
  });
}

async function post(url: string, type: string, bytes: number, timeoutMs: number): Promise<number | string> {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': type, origin: new URL(url).origin },
      body: body(bytes),
      duplex: 'half',
      signal: AbortSignal.timeout(timeoutMs),
    } as RequestInit);
    await answer.arrayBuffer().catch(() => undefined);
    return answer.status;
  } catch (error) {
    // The server answered 413 and closed while the body was still going: that is the point.
    return error instanceof Error ? error.name : String(error);
  }
}

export interface BodyLimitResult {
  startMb: number;
  endMb: number;
  /** The highest RSS seen after each route's four posts. */
  peakMb: number;
  /** What each route answered (413, or the connection closed under the sender). */
  answers: { route: string; type: string; outcomes: (number | string)[] }[];
}

/** Four parallel `sizeMb` posts to every body-reading route of `baseUrl`, one route after the other. */
export async function measureBodyLimits(
  baseUrl: string,
  serverPid: number,
  options: { sizeMb?: number; parallel?: number; timeoutMs?: number } = {},
): Promise<BodyLimitResult> {
  const size = (options.sizeMb ?? 100) * MB;
  const parallel = options.parallel ?? 4;
  const timeoutMs = options.timeoutMs ?? 60_000;
  // Each route once with a small body first, four at a time: the code that answers them is
  // loaded and compiled, so what follows measures the bodies, not the server's warm-up.
  for (const [route, type] of BODY_ROUTES)
    await Promise.all(Array.from({ length: parallel }, () => post(baseUrl + route, type, 1024, timeoutMs)));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const startMb = rssMb(serverPid);
  let peakMb = startMb;
  const answers: BodyLimitResult['answers'] = [];
  for (const [route, type] of BODY_ROUTES) {
    const outcomes = await Promise.all(
      Array.from({ length: parallel }, () => post(baseUrl + route, type, size, timeoutMs)),
    );
    answers.push({ route, type, outcomes });
    peakMb = Math.max(peakMb, rssMb(serverPid));
  }
  // Let the event loop settle (and the sockets close) before the last reading.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const endMb = rssMb(serverPid);
  return { startMb, endMb, peakMb: Math.max(peakMb, endMb), answers };
}
