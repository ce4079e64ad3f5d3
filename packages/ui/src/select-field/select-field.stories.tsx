import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SelectField } from './select-field';

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A labelled native \`<select>\` in \`TextField\`'s look (label above, the same box, a chevron). Native on purpose: it works in a form before the scripts run (order filters send it with GET) and phones show their own picker.

**Not for:** a choice outside a form that acts at once, like the sort order (use \`SortSelect\`), or a product's variants (use \`VariantSelector\`).

**States:** a chosen option; with \`description\`; \`disabled\`, \`required\` and every native select attribute pass through.

**Keyboard:** the browser's own: Tab focuses it; Arrow keys change the option; Space or Alt+Arrow Down opens the list; type-ahead.

**Accessible name:** the visible \`label\` (a \`<label for>\`); \`description\` is read with it (\`aria-describedby\`).

**Swedish texts:** \`label\` ('Roll', 'Status'), the options' \`label\`s ('Användare', 'Administratör'), \`description\`.`,
      },
    },
  },
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
