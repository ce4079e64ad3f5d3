import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { DeliveryGroup } from './delivery-group';

const meta = {
  title: 'Components/DeliveryGroup',
  component: DeliveryGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The cart's lines for one delivery: a region named by its heading, a checkbox that takes the delivery in or out of the order, and the lines (\`CartLine\`s) as a list. Controlled: the caller owns \`included\`.

**Not for:** a group of anything but cart lines; a plain list of products is \`ProductGrid\`.

**States:** included (checked) or left out (unchecked); in the checkout without the checkbox, with \`aside\` beside the heading, \`details\` above the lines and \`footer\` under them.

**Keyboard:** Tab reaches the checkbox (Space toggles it) and then the lines' own controls.

**Accessible name:** the region by its \`h2\` (\`title\`); the checkbox by \`includeLabel\`.

**Swedish texts:** \`title\` ('Utkörning', 'Hämta i butik'), \`includeLabel\` ('Ta med i ordern'); \`aside\`, \`details\` and \`footer\` are the caller's.`,
      },
    },
  },
  args: {
    title: 'Utkörning',
    included: true,
    onIncludedChange: fn(),
    includeLabel: 'Ta med i ordern',
    children: (
      <>
        <li style={{ padding: '0.75rem 1rem' }}>Gipsskiva 13 mm</li>
        <li style={{ padding: '0.75rem 1rem' }}>Regel 45×70</li>
      </>
    ),
  },
  render: function Render(args) {
    // Controlled as the cart page holds it: the box follows the click.
    const [included, setIncluded] = useState(args.included);
    return (
      <DeliveryGroup
        {...args}
        included={included}
        onIncludedChange={(next) => {
          setIncluded(next);
          args.onIncludedChange?.(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DeliveryGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Included: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Utkörning' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Utkörning' })).toBeVisible();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    const box = within(region).getByRole('checkbox', { name: 'Ta med i ordern' });
    await expect(box).toBeChecked();
    // The input itself is what a click at its centre hits (browser test tools click there).
    const { x, y, width, height } = box.getBoundingClientRect();
    await expect(document.elementFromPoint(x + width / 2, y + height / 2)).toBe(box);
    await userEvent.click(box);
    await expect(args.onIncludedChange).toHaveBeenLastCalledWith(false);
    await expect(box).not.toBeChecked();
  },
};

export const Excluded: Story = {
  args: { included: false, title: 'Leverans till butik' },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Ta med i ordern' });
    await expect(box).not.toBeChecked();
    // By keyboard too.
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onIncludedChange).toHaveBeenLastCalledWith(true);
    await expect(box).toBeChecked();
  },
};

/** The checkout's group: a delivery already in the order (no checkbox), its date beside the heading, its address above the lines and its sum below them. */
export const InCheckout: Story = {
  args: {
    included: undefined,
    onIncludedChange: undefined,
    includeLabel: undefined,
    aside: <span>tis 1 dec. 2026</span>,
    details: <p style={{ margin: 0, padding: '1rem' }}>Byggvägen 1, 123 45 Byggstad</p>,
    footer: <strong>Summa 1 234,50 kr</strong>,
  },
  render: (args) => <DeliveryGroup {...args} />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Utkörning' });
    await expect(within(region).queryByRole('checkbox')).toBeNull();
    await expect(region).toHaveTextContent('Byggvägen 1');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  },
};
