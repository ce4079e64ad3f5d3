import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatPrice, Price } from './price';

const labels = { askForPrice: 'Pris på förfrågan', previous: 'Ordinarie pris' };
const meta = {
  title: 'Components/Price',
  component: Price,
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
