import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutStepper } from './checkout-stepper';

const meta = {
  title: 'Components/CheckoutStepper',
  component: CheckoutStepper,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Where the customer is in the checkout: a \`nav\` landmark with an ordered list of the steps, the steps before the current one drawn as done.

**Not for:** navigation between pages of the assortment (use \`Breadcrumbs\`) or result pages (use \`Pagination\`). The steps are not links.

**States:** done (before \`current\`), current (\`aria-current="step"\`), coming; the numbers are decorative (the list counts).

**Keyboard:** none: nothing to focus.

**Accessible name:** the landmark by \`label\`; each step is read as list-item text.

**Swedish texts:** \`label\` ('Steg i kassan'), \`steps\` (['Varukorg', 'Leverans', 'Granska och skicka']).`,
      },
    },
  },
  args: { label: 'Steg i kassan', steps: ['Varukorg', 'Leverans', 'Granska och skicka'], current: 2 },
} satisfies Meta<typeof CheckoutStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Steg i kassan' });
    const steps = within(nav).getAllByRole('listitem');
    await expect(steps.map((s) => s.textContent)).toEqual(['1Varukorg', '2Leverans', '3Granska och skicka']);
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).not.toHaveAttribute('aria-current');
    await expect(steps[2]).not.toHaveAttribute('aria-current');
  },
};

export const Summary: Story = {
  args: { current: 3 },
  play: async ({ canvas }) => {
    const current = canvas.getAllByRole('listitem').filter((s) => s.getAttribute('aria-current') === 'step');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('Granska och skicka');
  },
};
