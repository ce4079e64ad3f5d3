import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Visa inaktiva användare', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Visa inaktiva användare' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Radio: Story = {
  args: { radio: true, name: 'access', children: 'Bara jag' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Bara jag' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Får beställa' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Får beställa' })).toBeDisabled();
  },
};
