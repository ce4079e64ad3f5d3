// Issue 38: the brand server streams a project's documentation pack (a ZIP of every document of
// 500 articles, a few hundred MB) without holding it. The sandbox makes a project of 500
// articles; anna.user signs in through the brand server, switches to it and downloads the ZIP,
// reading it as a browser does but stalling for 5 s in the middle (a slow client: a server
// that ignored backpressure would buffer what the services keep sending). The server's resident
// memory is sampled from /proc every 50 ms; the figure is the peak over what it was before.
import { rssMb } from './body-limits.ts';
import { figure, type PageFigures } from './figures.ts';

const MB = 1024 * 1024;
/** The bound on the server's memory while it streams a 500-article pack. */
const GROWTH_TARGET_MB = 50;

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('shop_session='))
    ?.split(';')[0];

/** Signs anna.user in at the brand server and switches to `projectId`; answers the session cookie. */
async function signInOnProject(storefrontUrl: string, projectId: string): Promise<string> {
  const login = await fetch(`${storefrontUrl}/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'anna.user', password: 'Sandbox-2026' }),
  });
  const cookie = cookieOf(login);
  if (!login.ok || !cookie) throw new Error(`sign-in failed: ${login.status}`);
  const switched = await fetch(`${storefrontUrl}/session/context`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ kontext: `10001:${projectId}`, tillbaka: '/' }).toString(),
  });
  return cookieOf(switched) ?? cookie;
}

/** The number of entries a ZIP says it holds (its end-of-central-directory record). */
function zipEntries(tail: Uint8Array): number | null {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let i = tail.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      const total = view.getUint16(i + 10, true);
      if (total !== 0xffff) return total;
      // ZIP64: the locator before it points at the record with the 64-bit count.
      for (let j = i - 20; j >= 0; j--)
        if (view.getUint32(j, true) === 0x06064b50) return Number(view.getBigUint64(j + 32, true));
      return null;
    }
  }
  return null;
}

/** Downloads the pack once as a browser would, stalling 5 s at 50 MB; samples the server's RSS meanwhile. */
async function download(
  storefrontUrl: string,
  projectId: string,
  cookie: string,
  storefrontPid: number,
  log: (message: string) => void,
): Promise<{ bytes: number; seconds: number; entries: number | null; peakMb: number }> {
  let peakMb = rssMb(storefrontPid);
  let bytes = 0;
  let ticks = 0;
  const sampler = setInterval(() => {
    const now = rssMb(storefrontPid);
    peakMb = Math.max(peakMb, now);
    if (process.env.BENCH_VERBOSE === '1' && ++ticks % 20 === 0)
      log(`  RSS ${now.toFixed(1)} MB at ${(bytes / MB).toFixed(0)} MB downloaded`);
  }, 50);
  const started = performance.now();
  let tail = new Uint8Array(0);
  try {
    const response = await fetch(`${storefrontUrl}/dokument/projekt/${projectId}/dokumentation.zip`, {
      headers: { cookie },
    });
    if (response.status !== 200 || !response.body) throw new Error(`the pack answered ${response.status}`);
    let stalled = false;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      // Keep the last 64 KB for the ZIP's directory record.
      const joined = new Uint8Array(tail.length + chunk.length);
      joined.set(tail);
      joined.set(chunk, tail.length);
      tail = joined.subarray(Math.max(0, joined.length - 64 * 1024));
      if (!stalled && bytes > 50 * MB) {
        stalled = true;
        log('stalling the download for 5 s at 50 MB');
        await new Promise((resolve) => setTimeout(resolve, 5000));
      }
    }
  } finally {
    clearInterval(sampler);
  }
  peakMb = Math.max(peakMb, rssMb(storefrontPid));
  return { bytes, seconds: (performance.now() - started) / 1000, entries: zipEntries(tail), peakMb };
}

/** Signed-in pages the server renders in any hour, eight at a time, before the pack is measured. */
const WARM_PATHS = ['/', '/cart', '/mina-sidor/dokumentation', '/jobba-hos-oss', '/mina-sidor/orderhistorik'];

async function warmUp(
  storefrontUrl: string,
  cookie: string,
  renders: number,
  log: (message: string) => void,
) {
  const started = performance.now();
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < renders) {
      const path = WARM_PATHS[next++ % WARM_PATHS.length];
      const response = await fetch(`${storefrontUrl}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  if (failed > 0) throw new Error(`${failed} of ${renders} warm-up pages failed`);
  log(
    `warmed the server with ${renders} signed-in renders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

export interface PackResult extends PageFigures {
  articles: number;
  documents: number;
  entries: number | null;
  bytes: number;
  startMb: number;
  peakMb: number;
  endMb: number;
}

export async function measurePack(
  sandboxUrl: string,
  storefrontUrl: string,
  storefrontPid: number,
  log: (message: string) => void,
  articles = 500,
): Promise<PackResult> {
  const made = await fetch(`${sandboxUrl}/__sandbox/document-projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ articles, members: ['anna.user'] }),
  });
  if (made.status !== 201)
    throw new Error(`the sandbox made no project: ${made.status} ${await made.text()}`);
  const { projectId } = (await made.json()) as { projectId: string };
  const cookie = await signInOnProject(storefrontUrl, projectId);
  // The listing once, through the server's /api: the services' first answer computes every
  // document's size, which is their time, not the server's memory.
  const listing = await fetch(`${storefrontUrl}/api/v2/projects/${projectId}/documents`, {
    headers: { cookie },
  });
  if (!listing.ok) throw new Error(`the pack's listing failed: ${listing.status}`);
  const pack = (await listing.json()) as { articles: unknown[]; documents: unknown[] };
  log(`project ${projectId}: ${pack.articles.length} articles, ${pack.documents.length} documents`);

  // A server in service has been rendering pages: V8 has grown its young generation to the
  // size that work needs, and that growth (some 30 MB of committed heap) is not the pack's.
  // BENCH_PACK_WARMUP (renders, default 400; 0 = measure a process that has rendered nothing).
  const warmRenders = Math.max(0, Number(process.env.BENCH_PACK_WARMUP ?? 400) || 0);
  if (warmRenders > 0) await warmUp(storefrontUrl, cookie, warmRenders, log);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const startMb = rssMb(storefrontPid);
  // Twice: the first download's peak is the figure; the second shows whether memory stays
  // bounded or grows with what was streamed before (a leak would add the second's to the first's).
  const first = await download(storefrontUrl, projectId, cookie, storefrontPid, log);
  let second = first;
  // BENCH_PACK_DOWNLOADS (default 2): more downloads, to see where the peak levels off.
  const downloads = Math.max(2, Number(process.env.BENCH_PACK_DOWNLOADS ?? 2) || 2);
  for (let n = 2; n <= downloads; n++) {
    const next = await download(storefrontUrl, projectId, cookie, storefrontPid, log);
    log(`download ${n}: peak ${next.peakMb.toFixed(1)} MB`);
    second = { ...next, peakMb: Math.max(second === first ? 0 : second.peakMb, next.peakMb) };
  }
  const endMb = rssMb(storefrontPid);
  const { bytes, seconds, entries } = first;
  const peakMb = first.peakMb;
  const growth = peakMb - startMb;
  log(
    `${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s, ${entries} entries; server RSS ${startMb.toFixed(1)} MB before, peak ${peakMb.toFixed(1)} MB during the first download, ${second.peakMb.toFixed(1)} MB during the second, ${endMb.toFixed(1)} MB after`,
  );
  return {
    id: 'pack',
    path: `/dokument/projekt/${projectId}/dokumentation.zip`,
    figures: {
      packRssGrowthMb: figure(growth, { op: '<=', value: GROWTH_TARGET_MB }),
      packRssGrowthSecondMb: figure(second.peakMb - startMb, null),
      packMb: figure(bytes / MB, null),
      packSeconds: figure(seconds, null),
    },
    articles: pack.articles.length,
    documents: pack.documents.length,
    entries,
    bytes,
    startMb,
    peakMb,
    endMb,
  };
}
