import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { exampleQuantityRule } from '../../.storybook/example-quantity-rule';
import { QuantityInput } from './quantity-input';

const single = exampleQuantityRule(1);
const fivePack = exampleQuantityRule(5);
const metres = exampleQuantityRule(0.1, 2);

const meta = {
  title: 'Components/QuantityInput',
  component: QuantityInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A quantity field with a visible label, on react-aria's NumberField: Swedish number format (decimal comma), steppers by the order multiple. Every committed value goes through \`snap\` (the app passes the rule of \`@shop/stock-rules\`: 7 in a five-pack field becomes 10); the field never rounds by itself.

**Not for:** the many quantity fields of a list (use \`CompactQuantityInput\`, it is cheaper to mount) or any number that is not a quantity (use \`TextField\`).

**States:** empty or with a value; \`orderMultiple\` as step and minimum; \`decimals\`; invalid with \`errorMessage\` (or \`isInvalid\`); \`isDisabled\`; \`hideLabel\` in a table row.

**Keyboard:** Tab focuses the field (the steppers stay out of the tab order); Arrow Up/Down step by the order multiple; Page Up/Down step further; Enter or leaving the field commits; an emptied field goes back to the last value.

**Accessible name:** \`label\` (visually hidden with \`hideLabel\`); the field is a spin button; the steppers are named in Swedish by react-aria ('Minska', 'Öka').

**Swedish texts:** \`label\` ('Antal'), \`errorMessage\` ('Det finns bara 3 i lager.').`,
      },
    },
  },
  // `snap` is the app's rule (stock-rules' snapQuantity); the stories use a stand-in that rounds up.
  args: { label: 'Antal', defaultValue: 1, onChange: fn(), snap: fn(single.snap) },
} satisfies Meta<typeof QuantityInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Öka/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    const input = canvas.getByRole('textbox', { name: 'Antal' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3');
  },
};

/** Metre articles step by 0,1: a decimal comma in and out, and 2,25 rounds up to 2,3 by the given rule. */
export const DecimalComma: Story = {
  args: { label: 'Antal meter', decimals: 2, orderMultiple: 0.1, defaultValue: 1, snap: fn(metres.snap) },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Antal meter' });
    await userEvent.clear(input);
    await userEvent.type(input, '2,5');
    await userEvent.tab();
    await expect(input).toHaveValue('2,5');
    await expect(args.onChange).toHaveBeenLastCalledWith(2.5);
    await userEvent.clear(input);
    await userEvent.type(input, '2,25');
    await userEvent.tab();
    await expect(input).toHaveValue('2,3');
    await expect(args.onChange).toHaveBeenLastCalledWith(2.3);
    await userEvent.click(canvas.getByRole('button', { name: /^Öka/ }));
    await expect(input).toHaveValue('2,4');
  },
};

/**
 * Sold in fives: the steppers move by five, and a typed 7 becomes what the
 * rule says — 10 with the shop's round-up rule (NumberField alone would
 * have made it 5) — and the minus stops at one multiple.
 */
export const OrderMultiple: Story = {
  args: { orderMultiple: 5, defaultValue: 5, snap: fn(fivePack.snap) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Öka/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    const input = canvas.getByRole('textbox', { name: 'Antal' });
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await userEvent.tab();
    await expect(args.snap).toHaveBeenCalledWith(7);
    await expect(input).toHaveValue('10');
    await userEvent.clear(input);
    await userEvent.type(input, '11');
    await userEvent.tab();
    await expect(input).toHaveValue('15');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await userEvent.click(canvas.getByRole('button', { name: /^Minska/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Minska/ }));
    await expect(input).toHaveValue('5');
    await expect(canvas.getByRole('button', { name: /^Minska/ })).toBeDisabled();
  },
};

/** An emptied field or a zero goes back to the last quantity: removing is not the quantity field's job. */
export const GoesBackWhenEmptied: Story = {
  args: { orderMultiple: 5, defaultValue: 5, snap: fn(fivePack.snap) },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Antal' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('5');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('5');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: {
    errorMessage: 'Antalet måste vara en multipel av 5.',
    orderMultiple: 5,
    defaultValue: 5,
    snap: fn(fivePack.snap),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Antalet måste vara en multipel av 5.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Antal' })).toHaveAttribute('aria-invalid', 'true');
  },
};
