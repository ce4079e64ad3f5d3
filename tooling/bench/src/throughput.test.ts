import { describe, expect, it } from 'vitest';
import { cpuMs, throughputFigures } from './throughput.ts';

type Result = Parameters<typeof throughputFigures>[0];
const load = (requestsPerSecond: number, p99Ms: number, errors = 0) => ({
  requestsPerSecond,
  p50Ms: p99Ms / 2,
  p99Ms,
  errors,
  requests: requestsPerSecond * 15,
  serverCpuMsPerPage: 1000 / requestsPerSecond,
  sandboxCpuMsPerPage: 500 / requestsPerSecond,
});

describe('throughput figures', () => {
  const result: Result = {
    productPath: '/produkt/x',
    cases: [
      { id: 'visitor-miss', path: '/produkt/x?bench=<n>', load: load(160, 300), rssAfterMb: 300 },
      { id: 'signed-in-product', path: '/produkt/x', load: load(170, 260), rssAfterMb: 320 },
      { id: 'signed-in-cart', path: '/cart', load: load(50, 900, 3), rssAfterMb: 330 },
    ],
    flood: {
      seconds: 60,
      requests: 3000,
      requestsPerSecond: 50,
      errors: 0,
      rssBeforeMb: 330,
      rssPeakMb: 420,
      rssAfterMb: 390,
    },
    edge: { load: load(2900, 30), cacheStatus: 'HIT' },
  };
  const rows = throughputFigures(result);
  const row = (id: string) => rows.find((r) => r.id === id)?.figures;

  it('holds each case to issue 39’s targets', () => {
    expect(row('throughput-visitor-miss')?.pagesPerSecond?.met).toBe(true);
    expect(row('throughput-signed-in-product')?.pagesPerSecond?.met).toBe(true);
    expect(row('throughput-signed-in-product')?.loadP99Ms?.met).toBe(false);
    expect(row('throughput-flood')?.floodRssMb?.met).toBe(true);
    expect(row('throughput-edge')?.pagesPerSecond?.met).toBe(false);
  });

  it('gives a case with errors no figure', () => {
    expect(row('throughput-signed-in-cart')?.pagesPerSecond?.value).toBeNull();
    expect(row('throughput-signed-in-cart')?.loadErrors?.value).toBe(3);
  });

  it("gives each case the server's and the sandbox's CPU time per page", () => {
    expect(row('throughput-signed-in-product')?.serverCpuMsPerPage?.value).toBeCloseTo(1000 / 170);
    expect(row('throughput-signed-in-product')?.sandboxCpuMsPerPage?.value).toBeCloseTo(500 / 170);
  });

  it("reads a process's CPU time as Node itself counts it", () => {
    const before = cpuMs(process.pid);
    const own = process.cpuUsage();
    // 200 ms of this process's own CPU, however busy the machine is.
    while ((process.cpuUsage(own).user + process.cpuUsage(own).system) / 1000 < 200) Math.sqrt(Math.random());
    const counted = (process.cpuUsage(own).user + process.cpuUsage(own).system) / 1000;
    // /proc counts in 10 ms ticks.
    expect(Math.abs(cpuMs(process.pid) - before - counted)).toBeLessThan(40);
  });

  it('leaves out what was not measured', () => {
    const rest = throughputFigures({ ...result, flood: null, edge: null });
    expect(rest.map((r) => r.id)).not.toContain('throughput-flood');
    expect(rest.map((r) => r.id)).not.toContain('throughput-edge');
  });
});
