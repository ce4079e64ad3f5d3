// @vitest-environment happy-dom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  count: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Skruv', count: 3 },
  { id: 'b', name: 'Plugg', count: 12 },
];

describe('DataTable', () => {
  it('names its region, heads each row with its first visible column, and links where asked', () => {
    const view = render(
      <DataTable<Row>
        label="Rader"
        stack
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          {
            label: 'Välj',
            hideLabel: true,
            cell: (row) => <input type="checkbox" aria-label={`Välj ${row.name}`} />,
          },
          { label: 'Artikel', cell: (row) => row.name, href: (row) => `/rader/${row.id}` },
          { label: 'Antal', number: true, cell: (row) => row.count },
        ]}
      />,
    );
    const region = view.getByRole('region', { name: 'Rader' });
    expect(
      within(region)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Skruv', 'Plugg']);
    expect(within(region).getByRole('link', { name: 'Plugg' }).getAttribute('href')).toBe('/rader/b');
    const count = within(region).getByRole('cell', { name: '12' });
    expect(count.getAttribute('data-label')).toBe('Antal');
    expect(count.className).toBe('shop-orders__number');
    // The checkbox column's cells carry no label to show on a phone.
    expect(
      within(region).getByRole('checkbox', { name: 'Välj Skruv' }).closest('td')?.hasAttribute('data-label'),
    ).toBe(false);
  });

  it('shows what it is given for no rows instead of an empty table', () => {
    const view = render(
      <DataTable<Row>
        labelledBy="rubrik"
        heading={<h2 id="rubrik">Per projekt</h2>}
        empty={<p>Inga projekt</p>}
        rows={[]}
        rowKey={(row) => row.id}
        columns={[{ label: 'Projekt', cell: (row) => row.name }]}
      />,
    );
    const region = view.getByRole('region', { name: 'Per projekt' });
    expect(within(region).queryByRole('table')).toBeNull();
    expect(within(region).getByText('Inga projekt')).toBeTruthy();
  });
});
