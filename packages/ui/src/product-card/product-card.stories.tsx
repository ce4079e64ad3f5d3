import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../button/button';
import { Price } from '../price/price';
import { QuantityInput } from '../quantity-input/quantity-input';
import { Skeleton } from '../skeleton/skeleton';
import { StockStatus } from '../stock-status/stock-status';
import { ProductCard, ProductGrid } from './product-card';

/** A drawn stand-in for a product photo (stories run without a network). */
function productImage(hue: number, shape: 'cable' | 'box' | 'tool' = 'box'): string {
  const body = {
    cable: `<circle cx="80" cy="80" r="46" fill="none" stroke="hsl(${hue} 60% 40%)" stroke-width="14"/><circle cx="80" cy="80" r="22" fill="none" stroke="hsl(${hue} 60% 55%)" stroke-width="10"/>`,
    box: `<rect x="36" y="44" width="88" height="72" rx="6" fill="hsl(${hue} 45% 55%)"/><rect x="36" y="44" width="88" height="18" fill="hsl(${hue} 45% 40%)"/>`,
    tool: `<rect x="72" y="30" width="16" height="100" rx="4" fill="hsl(${hue} 20% 35%)"/><rect x="50" y="26" width="60" height="22" rx="4" fill="hsl(${hue} 70% 45%)"/>`,
  }[shape];
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" fill="#fff"/>${body}</svg>`)}`;
}

/** The app passes its quantity rule (stock-rules); a card in the catalogue rounds up to whole units. */
const snapToWhole = (value: number) => Math.max(1, Math.ceil(value));
const priceLabels = { askForPrice: 'Pris på förfrågan', previous: 'Ordinarie pris' };
const addToCart = fn();

const buy = (name: string) => (
  <>
    <QuantityInput label={`Antal, ${name}`} hideLabel defaultValue={1} snap={snapToWhole} />
    <Button onPress={addToCart} aria-label={`Köp ${name}`}>
      Köp
    </Button>
  </>
);

const products = [
  {
    name: 'Installationskabel EKLK 3G1,5 500 V grå 100 m',
    articleNumber: '0012345',
    brand: 'Nexans',
    amount: 1249,
    unit: 'rl',
    stock: '124 rl i lager',
    image: productImage(210, 'cable'),
  },
  {
    name: 'Apparatdosa infälld 1-fack',
    articleNumber: '0187721',
    brand: 'Schneider Electric',
    amount: 8.9,
    unit: 'st',
    stock: '2 400 st i lager',
    image: productImage(30, 'box'),
  },
  {
    name: 'Skruvdragare 18 V med 2 batterier',
    articleNumber: '7710034',
    brand: 'Makita',
    amount: 2890,
    unit: 'st',
    stock: 'Leverans om 1–3 dagar',
    tone: 'yellow' as const,
    image: productImage(190, 'tool'),
  },
  {
    name: 'Kopparrör 15 mm blankt 3 m',
    articleNumber: '4401150',
    brand: 'Outokumpu',
    amount: 189.5,
    unit: 'st',
    stock: 'Beställningsvara',
    tone: 'gray' as const,
    image: null,
  },
];

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A product in a list: image, brand, name (a heading holding the card's one link), article number, price, stock and an optional buy action. In a narrow \`ProductGrid\` column the card lies down (image beside the text).

**Not for:** a line in the cart (use \`CartLine\`) or the product page itself. Several cards go in a \`ProductGrid\`.

**States:** with or without image (placeholder); with or without brand, price (\`Price\` or a \`Skeleton\` while loading; nothing when prices are hidden), stock (\`StockStatus\`) and \`action\`; \`priority\` for the first cards on screen (image loaded at once with high priority instead of lazily); heading level 2 or 3.

**Keyboard:** Tab reaches the name's link (Enter opens the product page) and then the action's controls, which stay clickable above the card's link.

**Accessible name:** the article is found by its heading (\`name\`); the link is named by \`name\`. The image is decorative (\`alt=""\`): the name is beside it.

**Swedish texts:** \`articleNumberLabel\` ('Art.nr'); the price and stock texts come from \`Price\` and \`StockStatus\`; the action's button ('Lägg i varukorg').`,
      },
    },
  },
  args: {
    name: 'Installationskabel EKLK 3G1,5 500 V grå 100 m',
    href: '/produkt/installationskabel-eklk-3g15',
    imageUrl: productImage(210, 'cable'),
    articleNumber: '0012345',
    articleNumberLabel: 'Art.nr',
    brand: 'Nexans',
    price: <Price amount={1249} unit="rl" labels={priceLabels} />,
    stock: <StockStatus tone="in-stock">124 rl i lager</StockStatus>,
  },
  // One card at the width a grid column has.
  decorators: [
    (Story, { parameters }) => (parameters.grid ? Story() : <div style={{ maxWidth: 280 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: 'Installationskabel EKLK 3G1,5 500 V grå 100 m',
    });
    await expect(within(heading).getByRole('link')).toHaveAttribute(
      'href',
      '/produkt/installationskabel-eklk-3g15',
    );
    // The image is decorative: the name is beside it.
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '160');
    await expect(image).toHaveAttribute('height', '160');
    await expect(canvas.getByText('0012345')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** One of the first cards on screen: its image is the likely largest paint, so it loads at once. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const WithAction: Story = {
  args: { action: buy('Installationskabel EKLK 3G1,5') },
  play: async ({ canvas, userEvent }) => {
    // The buy button sits above the card's link: a click buys, it does not navigate.
    await userEvent.click(canvas.getByRole('button', { name: 'Köp Installationskabel EKLK 3G1,5' }));
    await expect(addToCart).toHaveBeenCalled();
  },
};

export const WithoutImage: Story = {
  args: { imageUrl: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const LoadingPrice: Story = {
  args: {
    price: <Skeleton lines={1} label="Laddar pris" />,
    stock: <Skeleton lines={1} label="Laddar lagersaldo" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Laddar pris' })).toBeVisible();
  },
};

export const HiddenPrices: Story = {
  args: { price: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/kr/)).toBeNull();
  },
};

export const Level3Heading: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  },
};

export const LongSwedishWords: Story = {
  args: {
    name: 'Golvvärmeinstallationsfördelningsrörsanslutningssats med termostatblandningsventil',
    brand: 'Värmeteknikspecialisterna',
    articleNumberLabel: 'Artikelnummer',
    articleNumber: '99887766554433',
    stock: <StockStatus tone="yellow">Leveranstidsuppskattning saknas</StockStatus>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
  parameters: { grid: false },
};

const grid = (count: number) =>
  Array.from({ length: count }, (_, n) => n).map((n) => {
    const product = products[n % products.length];
    return product ? (
      <ProductCard
        key={`${product.articleNumber}-${n}`}
        name={product.name}
        href={`/produkt/${product.articleNumber}`}
        imageUrl={product.image}
        articleNumber={product.articleNumber}
        articleNumberLabel="Art.nr"
        brand={product.brand}
        price={<Price amount={product.amount} unit={product.unit} labels={priceLabels} />}
        stock={<StockStatus tone={product.tone ?? 'in-stock'}>{product.stock}</StockStatus>}
        action={buy(`${product.name} (${n + 1})`)}
      />
    ) : null;
  });

/** The grid: one column (cards lying down) at 375 px, four at 1440 px. */
export const Grid: Story = {
  render: () => <ProductGrid label="Produkter">{grid(8)}</ProductGrid>,
  parameters: { grid: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Produkter' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(8);
  },
};

export const GridLoading: Story = {
  render: () => (
    <ProductGrid label="Produkter">
      {['a', 'b', 'c', 'd'].map((key) => (
        <Skeleton key={key} media lines={3} label="Laddar produkter" />
      ))}
    </ProductGrid>
  ),
  parameters: { grid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status', { name: 'Laddar produkter' })).toHaveLength(4);
  },
};

export const GridEmpty: Story = {
  render: () => (
    <ProductGrid label="Produkter" empty={<p>Inga produkter matchar filtren.</p>}>
      {[]}
    </ProductGrid>
  ),
  parameters: { grid: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('Inga produkter matchar filtren.')).toBeVisible();
  },
};
