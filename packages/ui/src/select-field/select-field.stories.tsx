import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SelectField } from './select-field';

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  args: {
    label: 'Förvalt leveranssätt',
    options: [
      { value: 'DBI', label: 'Utkörning' },
      { value: 'EXH', label: 'Leverans till butik' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Förvalt leveranssätt' });
    await userEvent.selectOptions(select, 'EXH');
    await expect(select).toHaveValue('EXH');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  args: { description: 'Gäller när du inte väljer något annat.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Förvalt leveranssätt' })).toHaveAccessibleDescription(
      'Gäller när du inte väljer något annat.',
    );
  },
};
