// Figures, targets and the printed table. Pure: no browser, no I/O.

/** Every figure the bench can report for a page. */
const METRICS = {
  jsBeforeLcpKb: { label: 'gzip JS before largest paint', unit: 'KB', digits: 1 },
  entryJsKb: { label: 'gzip JS of the entry and its preloads', unit: 'KB', digits: 1 },
  performance: { label: 'Lighthouse performance', unit: '', digits: 0 },
  accessibility: { label: 'Lighthouse accessibility', unit: '', digits: 0 },
  bestPractices: { label: 'Lighthouse best practices', unit: '', digits: 0 },
  lcpMs: { label: 'Lighthouse LCP', unit: 's', digits: 2 },
  tbtMs: { label: 'Lighthouse total blocking time', unit: 'ms', digits: 0 },
  cls: { label: 'Lighthouse cumulative layout shift', unit: '', digits: 3 },
  fcpMs: { label: 'first contentful paint (phone, DevTools throttling)', unit: 'ms', digits: 0 },
  hydratedMs: { label: 'app takes over (data-hydrated)', unit: 'ms', digits: 0 },
  deadWindowMs: { label: 'dead window, first paint → app takes over', unit: 'ms', digits: 0 },
  scriptBeforeHydrationKb: { label: 'gzip JS fetched before the app takes over', unit: 'KB', digits: 1 },
  scriptTotalKb: { label: 'gzip JS the page fetches in all', unit: 'KB', digits: 1 },
  quantityMainThreadMs: { label: 'main-thread work, quantity → sum', unit: 'ms', digits: 0 },
  quantityWallMs: { label: 'wall time, quantity → sum (incl. 500 ms debounce)', unit: 'ms', digits: 0 },
  cartUsableMs: { label: 'first load → usable cart (desktop, cold cache)', unit: 'ms', digits: 0 },
  pasteResolveMs: { label: "'Granska rader' → resolved preview (desktop)", unit: 'ms', digits: 0 },
  pasteAddMs: { label: "'Lägg i varukorg' → count in the header (desktop)", unit: 'ms', digits: 0 },
  pasteAddWrites: { label: "cart writes of that 'Lägg i varukorg'", unit: '', digits: 0 },
  htmlP95Ms: { label: 'HTML latency p95, 20 connections for 20 s', unit: 'ms', digits: 0 },
  htmlP50Ms: { label: 'HTML latency p50, 20 connections for 20 s', unit: 'ms', digits: 0 },
  htmlRequestsPerSecond: { label: 'HTML requests per second', unit: '', digits: 0 },
  bodyRssGrowthMb: { label: 'server RSS growth, 4 × 100 MB POSTs to each body route', unit: 'MB', digits: 1 },
  packRssGrowthMb: {
    label: 'server RSS growth while it streams the pack (peak − before)',
    unit: 'MB',
    digits: 1,
  },
  packRssGrowthSecondMb: {
    label: 'the same over the later downloads (a leak would add up)',
    unit: 'MB',
    digits: 1,
  },
  pagesPerSecond: { label: 'pages per second, 20 connections', unit: '', digits: 0 },
  loadP50Ms: { label: 'latency p50 under that load', unit: 'ms', digits: 0 },
  loadP99Ms: { label: 'latency p99 under that load', unit: 'ms', digits: 0 },
  loadErrors: { label: 'errors, timeouts and non-2xx answers', unit: '', digits: 0 },
  serverCpuMsPerPage: { label: "the server's CPU time per page (user + system)", unit: 'ms', digits: 1 },
  sandboxCpuMsPerPage: {
    label: "the sandbox's CPU time per page, answering the page's calls (user + system)",
    unit: 'ms',
    digits: 1,
  },
  rssAfterMb: { label: 'server RSS after the case', unit: 'MB', digits: 0 },
  floodRssMb: { label: 'server RSS after the flood of unique query strings', unit: 'MB', digits: 0 },
  floodPeakRssMb: { label: 'server RSS, peak during the flood', unit: 'MB', digits: 0 },
  packMb: { label: 'size of the pack ZIP', unit: 'MB', digits: 1 },
  packSeconds: { label: 'time to download the pack (with a 5 s stall)', unit: 's', digits: 1 },
} as const;

export type MetricId = keyof typeof METRICS;

/** A bound a figure should respect: `>=` for scores, `<=` for sizes and times. */
export interface Target {
  op: '>=' | '<=';
  value: number;
}

export interface Figure {
  /** null when the figure could not be taken (e.g. every Lighthouse run failed). */
  value: number | null;
  target: Target | null;
  /** null when there is no target: the figure is reported for information. */
  met: boolean | null;
  /** The single runs behind a median, when there were several. */
  runs?: (number | null)[];
}

/** Median of the runs that produced a figure; null when none did. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  sorted.sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Whether `value` meets `target`; a missing figure never meets a target. */
export function meets(value: number | null, target: Target | null): boolean | null {
  if (!target) return null;
  if (value === null) return false;
  return target.op === '>=' ? value >= target.value : value <= target.value;
}

export function figure(value: number | null, target: Target | null, runs?: (number | null)[]): Figure {
  return { value, target, met: meets(value, target), ...(runs ? { runs } : {}) };
}

/** A figure as people read it: scores as integers, LCP in seconds, sizes in KB. */
export function formatValue(metric: MetricId, value: number | null): string {
  if (value === null) return 'no result';
  const { unit, digits } = METRICS[metric];
  const shown = metric === 'lcpMs' ? value / 1000 : value;
  return `${shown.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

export function formatTarget(metric: MetricId, target: Target | null): string {
  if (!target) return '—';
  return `${target.op === '>=' ? '≥' : '≤'} ${formatValue(metric, target.value)}`;
}

export interface PageFigures {
  id: string;
  path: string;
  figures: Partial<Record<MetricId, Figure>>;
}

/** The report as a fixed-width table: one row per page and figure, with its target and verdict. */
export function formatTable(pages: readonly PageFigures[]): string {
  const rows: string[][] = [['page', 'path', 'figure', 'value', 'target', 'result']];
  for (const page of pages) {
    for (const metric of Object.keys(METRICS) as MetricId[]) {
      const f = page.figures[metric];
      if (!f) continue;
      rows.push([
        page.id,
        page.path,
        METRICS[metric].label,
        formatValue(metric, f.value),
        formatTarget(metric, f.target),
        f.met === null ? 'info' : f.met ? 'met' : 'NOT MET',
      ]);
    }
  }
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((r) => (r[col] ?? '').length))) ?? [];
  const line = (r: string[]) =>
    r
      .map((cell, col) => (col === 3 ? cell.padStart(widths[col] ?? 0) : cell.padEnd(widths[col] ?? 0)))
      .join('  ')
      .trimEnd();
  const [header, ...body] = rows;
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header ?? []), rule, ...body.map(line)].join('\n');
}

/** Counts of targets met and not met over every page. */
export function tally(pages: readonly PageFigures[]): { met: number; notMet: number } {
  let met = 0;
  let notMet = 0;
  for (const page of pages)
    for (const f of Object.values(page.figures)) {
      if (f?.met === true) met++;
      else if (f?.met === false) notMet++;
    }
  return { met, notMet };
}
