import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BracketPriceTable } from './bracket-price-table';

const meta = {
  title: 'Components/BracketPriceTable',
  component: BracketPriceTable,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Quantity discounts as a real table: one row per bracket, the quantity it starts at (row header) and the price per unit in Swedish format ('79,50 kr/st'). With \`quantity\`, the bracket it falls in is marked (\`aria-current\`).

**Not for:** a single price (use \`Price\`) or an order's sum (use \`PriceSummary\`).

**States:** rows sorted by quantity; one row marked for \`quantity\`; nothing rendered without brackets.

**Keyboard:** none: a static table; screen readers navigate it as a table.

**Accessible name:** the table is named by its \`caption\`; columns by \`labels\`.

**Swedish texts:** \`caption\` ('Mängdrabatt'), \`labels.quantity\` ('Från antal'), \`labels.price\` ('Pris'), \`unit\` ('st', 'm').`,
      },
    },
  },
  args: {
    caption: 'Mängdrabatt',
    unit: 'st',
    labels: { quantity: 'Från antal', price: 'Pris' },
    brackets: [
      { fromQuantity: 50, price: 64.9 },
      { fromQuantity: 1, price: 89 },
      { fromQuantity: 10, price: 79.5 },
      { fromQuantity: 200, price: 1234.5 },
    ],
  },
} satisfies Meta<typeof BracketPriceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (el: Element) => el.textContent?.replace(/\s/g, ' ');

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Mängdrabatt' });
    await expect(within(table).getByRole('columnheader', { name: 'Från antal' })).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    // Sorted by quantity, prices in Swedish format.
    await expect(rows.map((row) => text(row.querySelector('th') as Element))).toEqual([
      '1 st',
      '10 st',
      '50 st',
      '200 st',
    ]);
    await expect(text(rows[3]?.querySelector('td') as Element)).toBe('1 234,50 kr/st');
    await expect(within(table).getByRole('rowheader', { name: '10 st' })).toBeVisible();
  },
};

export const CurrentQuantity: Story = {
  args: { quantity: 24 },
  play: async ({ canvas }) => {
    const current = canvas.getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
    await expect(current).toHaveLength(1);
    await expect(within(current[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('10 st');
  },
};

export const DecimalQuantities: Story = {
  args: {
    caption: 'Pris per meter',
    unit: 'm',
    brackets: [
      { fromQuantity: 0.5, price: 42.25 },
      { fromQuantity: 100, price: 38 },
      { fromQuantity: 1000, price: 31.9 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: '0,5 m' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /^1\s000 m$/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { brackets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LongSwedishWords: Story = {
  args: {
    caption: 'Kvantitetsrabattsberäkning för installationskabel',
    labels: { quantity: 'Minimibeställningskvantitet', price: 'Nettopris exklusive mervärdesskatt' },
    unit: 'förp',
  },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
};
