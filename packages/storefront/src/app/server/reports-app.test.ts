// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { builtClient, plainClient, serverWith, testApp } from './test-server';

const logged: string[] = [];
const app = testApp(builtClient(), logged);
const plain = plainClient();

describe('reports anyone may post', () => {
  it('logs a CSP report on one line and refuses one too large to be real with 413', async () => {
    const report = await app.request('/csp-report', { method: 'POST', body: '{"csp-report":\n{"x":1}}' });
    expect(report.status).toBe(204);
    const large = await app.request('/csp-report', { method: 'POST', body: 'x'.repeat(20_000) });
    expect(large.status).toBe(413);
    expect(logged).toEqual(['csp-violation {"csp-report": {"x":1}}']);
  });

  it('limits /csp-report per client and what reaches the log, and counts what it left out', async () => {
    let now = 0;
    const { app, logged } = serverWith(plain, { now: () => now });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await app.request('/csp-report', { method: 'POST', body: `{"n":${i}}` })).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expect(logged).toHaveLength(30);
    now += 61_000;
    expect((await app.request('/csp-report', { method: 'POST', body: '{}' })).status).toBe(204);
  });

  it('limits /_errors per client the same way', async () => {
    const { app } = serverWith(plain, { tracking: { errorDsn: 'https://key@errors.example.com/1' } });
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++)
      statuses.push((await app.request('/_errors', { method: 'POST', body: 'x' })).status);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });
});
