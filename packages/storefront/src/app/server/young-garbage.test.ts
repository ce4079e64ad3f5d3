import { constants, PerformanceObserver } from 'node:perf_hooks';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { type Collect, youngGarbageBound } from './young-garbage';

describe('youngGarbageBound', () => {
  it('asks for a young-generation collection once per `everyBytes` passed through, not per chunk', () => {
    const gc = vi.fn<Collect>();
    const passed = youngGarbageBound(100, () => gc);
    for (let i = 0; i < 9; i++) passed(10);
    expect(gc).not.toHaveBeenCalled();
    passed(10);
    expect(gc).toHaveBeenCalledExactlyOnceWith({ type: 'minor' });
    for (let i = 0; i < 25; i++) passed(10);
    expect(gc).toHaveBeenCalledTimes(3);
  });

  it('streams on where the runtime exposes no collector', () => {
    const passed = youngGarbageBound(1, () => null);
    expect(() => passed(10)).not.toThrow();
  });

  it('collects the young generation for real in this runtime, without a global `gc`', async () => {
    const kinds: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        kinds.push((entry as PerformanceEntry & { detail: { kind: number } }).detail.kind);
    });
    observer.observe({ entryTypes: ['gc'] });
    youngGarbageBound(1)(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    expect(kinds).toContain(constants.NODE_PERFORMANCE_GC_MINOR);
    expect(typeof (globalThis as { gc?: unknown }).gc).not.toBe('function');
    expect(runInNewContext('typeof gc')).toBe('undefined');
  });
});
