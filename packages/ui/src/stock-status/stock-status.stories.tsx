import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StockStatus } from './stock-status';

const meta = {
  title: 'Components/StockStatus',
  component: StockStatus,
  args: { tone: 'in-stock', children: '24 st i lager' },
} satisfies Meta<typeof StockStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24 st i lager')).toBeVisible();
  },
};
export const DeliveryInDays: Story = { args: { tone: 'yellow', children: 'Leverans om 1–3 dagar' } };
export const OrderProduct: Story = { args: { tone: 'gray', children: 'Beställningsvara' } };
export const NoColours: Story = {
  args: { tone: 'none', children: 'Ej lagerförd i butik' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.shop-stock-status__dot')).toBeNull();
  },
};
