// How many round trips to the services a signed-in page waits for before its first byte
// (`pnpm --filter @shop/bench bench:waterfall`). Each page is asked for one request at a time,
// first as the sandbox answers (a few milliseconds a call), then with every call to the sandbox
// held for `delayMs` (its `/__sandbox/faults`, as a service that far away would be). The first
// byte comes later by `delayMs` for each wave of calls the server waits for in turn; the
// difference over the delay is that number of waves. Pure helpers here; the run is the CLI's.

/** The median of `values` (the lower middle of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

export interface WaterfallRow {
  page: string;
  /** Median time to the first byte with the sandbox as it is (ms). */
  nearMs: number;
  /** The same with every service call `delayMs` away (ms). */
  farMs: number;
}

/** The waves of service calls a page waits for in turn before its first byte, to a tenth. */
export function roundTrips(row: WaterfallRow, delayMs: number): number {
  return Math.round(((row.farMs - row.nearMs) / delayMs) * 10) / 10;
}

/** The printed table: a line a page, times in ms. */
export function formatWaterfall(rows: readonly WaterfallRow[], delayMs: number): string {
  const header = ['page', 'first byte', `every call ${delayMs} ms away`, 'round trips'];
  const lines = rows.map((row) => [
    row.page,
    `${row.nearMs.toFixed(0)} ms`,
    `${row.farMs.toFixed(0)} ms`,
    roundTrips(row, delayMs).toFixed(1),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)),
  );
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
