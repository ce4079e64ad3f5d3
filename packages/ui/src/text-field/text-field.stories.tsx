import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A labelled text input, on react-aria's TextField: label, help text and error wired to the input for assistive technology. \`multiline\` gives a text area.

**Not for:** a quantity (use \`QuantityInput\`), a date (use \`DatePicker\`), a choice from a list (use \`SelectField\`) or the search box (use \`SearchField\`).

**States:** empty, filled, with \`description\`, required (\`isRequired\`), invalid with \`errorMessage\` (shown and announced), disabled, read-only, one line or \`multiline\`.

**Keyboard:** Tab focuses the input; typing as in any text field.

**Accessible name:** the visible \`label\`; \`description\` and \`errorMessage\` are read with it.

**Swedish texts:** \`label\` ('Användarnamn', 'Meddelande'), \`description\`, \`errorMessage\` ('Fyll i fältet.'), \`placeholder\`.`,
      },
    },
  },
  args: { label: 'Användarnamn', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Användarnamn' });
    await userEvent.type(input, 'anna.user');
    await expect(input).toHaveValue('anna.user');
    await expect(args.onChange).toHaveBeenLastCalledWith('anna.user');
  },
};

export const WithDescription: Story = {
  args: { label: 'Märkning', description: 'Visas på följesedeln, högst 30 tecken.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Märkning' })).toHaveAccessibleDescription(
      'Visas på följesedeln, högst 30 tecken.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'Leveransanteckning', errorMessage: 'Högst 30 tecken.', defaultValue: 'x'.repeat(31) },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Leveransanteckning' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Högst 30 tecken.')).toBeVisible();
  },
};

export const Password: Story = {
  args: { label: 'Lösenord', type: 'password' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Lösenord');
    await userEvent.type(input, 'hemligt');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const LongSwedishLabel: Story = {
  args: { label: 'Leveransadressförändringsbekräftelsenummer' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const Multiline: Story = {
  args: { label: 'Meddelande', multiline: true },
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Meddelande' });
    await userEvent.type(area, 'Rad ett{enter}Rad två');
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).toHaveValue('Rad ett\nRad två');
  },
};
