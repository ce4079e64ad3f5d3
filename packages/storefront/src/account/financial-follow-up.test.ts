import { describe, expect, it } from 'vitest';
import { spendCsv } from './financial-follow-up';
import { spendPeriodOf } from './queries';

describe('spendPeriodOf', () => {
  it('keeps real months and drops anything else', () => {
    expect(spendPeriodOf({ from: '2026-01', to: '2026-06' })).toEqual({ from: '2026-01', to: '2026-06' });
    expect(spendPeriodOf({ from: '2026-13', to: 'juni' })).toEqual({});
  });
});

describe('spendCsv', () => {
  it('writes one row per month and project, with semicolons and decimal commas, for a Swedish spreadsheet', () => {
    const csv = spendCsv(
      {
        customerId: '10001',
        from: '2026-01',
        to: '2026-02',
        months: [
          {
            month: '2026-01',
            total: 1500.5,
            orders: 2,
            projects: [
              { projectId: 'P1', projectName: 'Kv. Hamnen; etapp 2', total: 1000 },
              { projectId: null, projectName: null, total: 500.5 },
            ],
          },
          { month: '2026-02', total: 0, orders: 0, projects: [] },
        ],
      },
      { month: 'Månad', project: 'Projekt', total: 'Belopp', none: 'Utan projekt' },
    );
    expect(csv).toBe(
      '\uFEFFMånad;Projekt;Belopp\r\n2026-01;"Kv. Hamnen; etapp 2";1000,00\r\n2026-01;Utan projekt;500,50\r\n',
    );
  });
});
