import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatPrice, Price } from './price';

const labels = { askForPrice: 'Pris på förfrågan', previous: 'Ordinarie pris' };
const meta = {
  title: 'Components/Price',
  component: Price,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A price as a trade customer reads it: '1 234,50 kr / st' at a glance, a campaign's previous price struck through (with a hidden word for screen readers). \`formatPrice\` is the same format as a function.

**Not for:** an order's sum and VAT (use \`PriceSummary\`) or quantity discounts (use \`BracketPriceTable\`).

**States:** plain; with \`unit\`; campaign (\`previous\` above \`amount\`); ask for price (\`askForPrice\`: the text instead of an amount); hidden (\`amount\` null: nothing rendered, for sessions that may not see prices); sizes sm, md, lg.

**Keyboard:** none: text.

**Accessible name:** none of its own; read as text, the struck-through price preceded by \`labels.previous\`.

**Swedish texts:** \`labels.askForPrice\` ('Pris på förfrågan'), \`labels.previous\` ('Ordinarie pris'), \`unit\` ('st', 'm', 'rl').`,
      },
    },
  },
  args: { amount: 1234.5, unit: 'st', labels },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Swedish format: space as thousands separator, decimal comma, 'kr' after.
    await expect(canvasElement.textContent?.replace(/\s/g, ' ')).toBe('1 234,50 kr/ st');
  },
};

export const Campaign: Story = {
  args: { amount: 79.2, previous: 99, unit: 'förp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Ordinarie pris/)).toBeInTheDocument();
    await expect(canvas.getByText('99,00 kr', { exact: false })).toBeInTheDocument();
  },
};

export const AskForPrice: Story = {
  args: { askForPrice: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pris på förfrågan')).toBeVisible();
  },
};

export const HiddenPrices: Story = {
  args: { amount: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" amount={129900} />
    </div>
  ),
  play: async () => {
    await expect(formatPrice(0.1 + 0.2).replace(/\s/g, ' ')).toBe('0,30 kr');
  },
};
