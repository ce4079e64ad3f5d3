import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QuantityInput } from './quantity-input';

const meta = {
  title: 'Components/QuantityInput',
  component: QuantityInput,
  args: { label: 'Antal', defaultValue: 1, onChange: fn() },
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

export const DecimalComma: Story = {
  args: { label: 'Antal meter', decimals: 2, orderMultiple: 0.01, minValue: 0.01, defaultValue: 1 },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Antal meter' });
    await userEvent.clear(input);
    await userEvent.type(input, '2,5');
    await userEvent.tab();
    await expect(input).toHaveValue('2,5');
    await expect(args.onChange).toHaveBeenLastCalledWith(2.5);
  },
};

export const OrderMultiple: Story = {
  args: { orderMultiple: 5, defaultValue: 5 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Öka/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    const input = canvas.getByRole('textbox', { name: 'Antal' });
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await userEvent.tab();
    // The value snaps to the order multiple.
    await expect(input).toHaveValue('5');
    await expect(canvas.getByRole('button', { name: /^Minska/ })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Antalet måste vara en multipel av 5.', orderMultiple: 5, defaultValue: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Antalet måste vara en multipel av 5.')).toBeVisible();
  },
};
