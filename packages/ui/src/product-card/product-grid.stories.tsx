import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '../price/price';
import { Skeleton } from '../skeleton/skeleton';
import { StockStatus } from '../stock-status/stock-status';
import { ProductCard, ProductGrid } from './product-card';

const priceLabels = { askForPrice: 'Pris på förfrågan', previous: 'Ordinarie pris' };

const products = [
  { name: 'Gipsskiva 13 mm 1200 × 2500', articleNumber: '1000001', amount: 119, unit: 'st' },
  { name: 'Installationskabel EKLK 3G1,5 100 m', articleNumber: '0012345', amount: 1249, unit: 'rl' },
  { name: 'Kopparrör 15 mm blankt 3 m', articleNumber: '4401150', amount: 189.5, unit: 'st' },
];

const meta = {
  title: 'Components/ProductGrid',
  component: ProductGrid,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Product cards as a list: one column on a phone, up to four on a wide screen. The columns follow the space the grid has (a container query), so a filter sidebar beside it is taken into account; in a narrow column the cards lie down (image beside the text).

**Not for:** a single product (use \`ProductCard\` alone), cart lines (use \`DeliveryGroup\` with \`CartLine\`s) or content cards (use \`CmsServiceCards\`).

**States:** cards (each child becomes a list item); loading (\`Skeleton\`s as children); empty (the \`empty\` content instead of the list, or nothing without it).

**Keyboard:** none of its own: Tab goes through the cards' links and actions in reading order.

**Accessible name:** the list is named by \`label\`; each card is found by its heading.

**Swedish texts:** \`label\` ('Produkter'), \`empty\` ('Inga produkter matchar filtren.').`,
      },
    },
  },
  args: {
    label: 'Produkter',
    children: products.map((product) => (
      <ProductCard
        key={product.articleNumber}
        name={product.name}
        href={`/produkt/${product.articleNumber}`}
        articleNumber={product.articleNumber}
        articleNumberLabel="Art.nr"
        price={<Price amount={product.amount} unit={product.unit} labels={priceLabels} />}
        stock={<StockStatus tone="in-stock">I lager</StockStatus>}
      />
    )),
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Produkter' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // Each item is a card whose heading holds its one link.
    await expect(
      within(items[0] as HTMLElement).getByRole('link', { name: /Gipsskiva 13 mm/ }),
    ).toHaveAttribute('href', '/produkt/1000001');
  },
};

export const Loading: Story = {
  args: {
    children: ['a', 'b', 'c'].map((key) => <Skeleton key={key} media lines={3} label="Laddar produkter" />),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status', { name: 'Laddar produkter' })).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { children: [], empty: <p>Inga produkter matchar filtren.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('Inga produkter matchar filtren.')).toBeVisible();
  },
};
