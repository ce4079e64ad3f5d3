import { describe, expect, it } from 'vitest';
import { projectDocumentFiltersOf, projectPackHref } from './project-documents-filters';

describe('projectDocumentFiltersOf', () => {
  it.each([
    [{}, { filters: {} }],
    [{ from: '2025-01-01', to: '2025-06-30' }, { filters: { from: '2025-01-01', to: '2025-06-30' } }],
    [{ from: ' 2025-01-01 ' }, { filters: { from: '2025-01-01' } }],
    [{ from: '', to: '' }, { filters: {} }],
    [
      { from: '2025-06-30', to: '2025-01-01' },
      { problem: 'range', typed: { from: '2025-06-30', to: '2025-01-01' } },
    ],
    [{ to: '2025-02-31' }, { problem: 'date', typed: { to: '2025-02-31' } }],
    [{ from: 'igår' }, { problem: 'date', typed: { from: 'igår' } }],
    [{ from: ['2025-01-01', '2026-01-01'] }, { filters: { from: '2025-01-01' } }],
  ])('reads %j as %j', (search, expected) => {
    expect(projectDocumentFiltersOf(search)).toEqual(expected);
  });
});

describe('projectPackHref', () => {
  it('names the project and the range, encoded', () => {
    expect(projectPackHref('10001-P4', { from: '2025-01-01', to: '2025-06-30' })).toBe(
      '/dokument/projekt/10001-P4/dokumentation.zip?from=2025-01-01&to=2025-06-30',
    );
    expect(projectPackHref('a/b', {})).toBe('/dokument/projekt/a%2Fb/dokumentation.zip');
  });
});
