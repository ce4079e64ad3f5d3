import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StockStatus } from './stock-status';

const meta = {
  title: 'Components/StockStatus',
  component: StockStatus,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A location's stock at a glance: a coloured dot in the brand's stock colours and the stock text. The colour is never the only cue: the text says it.

**Not for:** a message that needs the customer's action (use \`Alert\`, or \`CartLine\`'s \`problem\`).

**States:** \`tone\` \`in-stock\`, \`gray\`, \`yellow\`, \`none\` (no dot).

**Keyboard:** none: text.

**Accessible name:** none of its own: the text is read; the dot is hidden.

**Swedish texts:** \`children\`, already Swedish from stock-rules' message key ('124 rl i lager', 'Leverans om 1–3 dagar', 'Beställningsvara').`,
      },
    },
  },
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
