import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { CompactQuantityInput } from './compact-quantity-input';

const meta = {
  title: 'Components/CompactQuantityInput',
  component: CompactQuantityInput,
  args: { label: 'Antal av Gipsskiva 13 mm', value: 4, onChange: fn() },
  // A controlled field: the story keeps the value, as the cart line's owner does.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <CompactQuantityInput
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CompactQuantityInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Antal av Gipsskiva 13 mm' });
    await userEvent.click(canvas.getByRole('button', { name: 'Öka Antal av Gipsskiva 13 mm' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(input).toHaveValue('5');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('3');
    await userEvent.clear(input);
    await userEvent.type(input, '12{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
  },
};

/** Letters are not taken; an empty or zero quantity goes back to the last one. */
export const RefusesWhatIsNotAQuantity: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Antal av Gipsskiva 13 mm' });
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await expect(input).toHaveValue('');
    await userEvent.tab();
    await expect(input).toHaveValue('4');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('4');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Metre articles: a decimal comma in and out. */
export const DecimalComma: Story = {
  args: { label: 'Antal av Kabel EKLK 3G1,5', value: 12.5, decimals: 2, orderMultiple: 0.5 },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Antal av Kabel EKLK 3G1,5' });
    await expect(input).toHaveValue('12,5');
    await userEvent.clear(input);
    await userEvent.type(input, '2,7');
    await userEvent.tab();
    // Snapped to the order multiple of 0,5.
    await expect(args.onChange).toHaveBeenLastCalledWith(2.5);
    await expect(input).toHaveValue('2,5');
  },
};

/** Sold in fives: the steppers move by five, a typed 7 becomes 5, and the minus stops at one multiple. */
export const OrderMultiple: Story = {
  args: { value: 5, orderMultiple: 5 },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Antal av Gipsskiva 13 mm' });
    await expect(canvas.getByRole('button', { name: /^Minska/ })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '8');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await userEvent.click(canvas.getByRole('button', { name: /^Minska/ }));
    await expect(input).toHaveValue('5');
  },
};
