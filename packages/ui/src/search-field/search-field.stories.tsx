import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchField } from './search-field';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The shop's search box, on react-aria's SearchField: a \`searchbox\` with a magnifier and a clear button.

**Not for:** a filter inside a panel's list when a label must show (set \`showLabel\`), or any other text input (use \`TextField\`).

**States:** empty, with text (clear button shown), with \`placeholder\`; label visible or hidden (\`showLabel\`).

**Keyboard:** Tab focuses the box; Enter submits (\`onSubmit\` with the text); Escape clears it. The clear button is for pointers (it is out of the tab order; Escape does the same).

**Accessible name:** \`label\` (visually hidden unless \`showLabel\`); the clear button by \`clearLabel\`.

**Swedish texts:** \`label\` ('Sök'), \`clearLabel\` ('Rensa sökningen'), \`placeholder\` ('Sök bland 80 000 produkter').`,
      },
    },
  },
  args: {
    label: 'Sök',
    clearLabel: 'Rensa sökningen',
    placeholder: 'Sök artikel, artikelnummer eller EAN',
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Sök' });
    await userEvent.type(box, 'träskruv{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('träskruv');
  },
};

export const ClearByKeyboard: Story = {
  args: { defaultValue: 'kopparrör 15' },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Sök' });
    await userEvent.click(box);
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'led panel' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rensa sökningen' }));
    await expect(canvas.getByRole('searchbox', { name: 'Sök' })).toHaveValue('');
  },
};

export const VisibleLabel: Story = { args: { showLabel: true, label: 'Sök i sortimentet' } };
