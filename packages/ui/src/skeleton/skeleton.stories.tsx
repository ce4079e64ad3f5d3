import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A placeholder while content loads: grey bars in the shape of what is coming, so the page does not jump when it arrives.

**Not for:** a failed load (use \`Alert\` or \`ErrorView\`) or a button's pending state (use \`Button\`'s \`isPending\`).

**States:** 1 or more \`lines\` (the last shorter); with a square \`media\` block for an image; shimmer, which stops for people who prefer reduced motion.

**Keyboard:** none: not focusable.

**Accessible name:** \`label\`: a \`role="status"\` named by it, announced once.

**Swedish texts:** \`label\` ('Laddar produkter', 'Laddar priser').`,
      },
    },
  },
  args: { label: 'Laddar produkter' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Laddar produkter' });
    await expect(status.querySelectorAll('.shop-skeleton__line')).toHaveLength(3);
  },
};

export const OneLine: Story = {
  args: { lines: 1, label: 'Laddar pris' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Laddar pris' })).toBeVisible();
  },
};

export const WithMedia: Story = { args: { media: true, lines: 4, label: 'Laddar produktkort' } };

export const LongSwedishWords: Story = {
  args: { label: 'Laddar leveransalternativsinformationen', lines: 2 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: 'Laddar leveransalternativsinformationen' }),
    ).toBeVisible();
  },
};

/** A grid of card placeholders, as a product list shows while it loads. */
export const Grid: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 16 }}>
      <Skeleton {...args} media />
      <Skeleton {...args} media />
    </div>
  ),
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status', { name: 'Laddar produkter' })).toHaveLength(2);
  },
};
