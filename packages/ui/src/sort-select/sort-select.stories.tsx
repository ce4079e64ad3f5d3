import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SortSelect, type SortSelectProps } from './sort-select';

const options = [
  { value: 'relevance', label: 'Relevans' },
  { value: 'name_asc', label: 'Namn, A–Ö' },
  { value: 'name_desc', label: 'Namn, Ö–A' },
  { value: 'price_asc', label: 'Pris, lägst först' },
  { value: 'price_desc', label: 'Pris, högst först' },
  { value: 'newest', label: 'Nyheter' },
];

/** The caller owns the value, as the storefront's URL does. */
function Controlled(props: SortSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SortSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/SortSelect',
  component: SortSelect,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A single choice from a short list that acts at once (the sort order of a result list), on react-aria's Select: a button showing the choice that opens a listbox. Controlled: \`onChange\` gets the option's value.

**Not for:** a field sent with a form (use \`SelectField\`) or a product's variants (use \`VariantSelector\`, which falls back to this past 12 options).

**States:** closed, open; an option chosen (check mark); disabled options shown but not choosable; label beside (\`side\`) or above (\`top\`).

**Keyboard:** Tab focuses the button; Enter, Space or Arrow Up/Down open the list; arrow keys move, Enter chooses, Escape closes without choosing; typing jumps to an option (type-ahead).

**Accessible name:** the visible \`label\`; each option by its \`label\`.

**Swedish texts:** \`label\` ('Sortera'), options ('Relevans', 'Pris, lägst först', 'Namn A–Ö').`,
      },
    },
  },
  args: { label: 'Sortera', value: 'relevance', options, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Sortera/ });
    await expect(button).toHaveTextContent('Relevans');
    await userEvent.click(button);
    const listbox = await screen.findByRole('listbox', { name: 'Sortera' });
    await expect(listbox).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Pris, lägst först' }));
    await expect(args.onChange).toHaveBeenCalledWith('price_asc');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(button).toHaveTextContent('Pris, lägst först');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /Sortera/ });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox', { name: 'Sortera' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('name_asc');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const LabelOnTop: Story = { args: { labelPosition: 'top', value: 'newest' } };

export const LongSwedishWords: Story = {
  args: {
    label: 'Sorteringsordning',
    value: 'stock',
    options: [
      { value: 'stock', label: 'Lagersaldo i närmaste byggvaruhandelsbutik' },
      { value: 'delivery', label: 'Leveranstidsuppskattning, kortast först' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sorteringsordning/ })).toBeVisible();
  },
};
