import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DatePicker } from './date-picker';

/** Weekends and Christmas are closed: what the shop's delivery rules would say. */
function isClosed(iso: string): boolean {
  const day = new Date(`${iso}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6 || iso === '2026-12-24' || iso === '2026-12-25';
}

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A Swedish date field with a calendar, on react-aria's DatePicker: a delivery date, an order date. Dates in and out are ISO strings ('2026-11-27'); locale sv-SE (weeks start on Monday, Swedish month names).

**Not for:** a free-text date in a content form (use \`DynamicFormView\`) or a date range.

**States:** empty or with a date; calendar open; dates outside \`minValue\`–\`maxValue\` or marked by \`isDateUnavailable\` are shown but cannot be chosen.

**Keyboard:** Tab moves through the day, month and year segments and the calendar button; Arrow Up/Down change a segment, digits type it. In the open calendar the arrow keys move by day and week, Page Up/Down by month, Enter chooses and closes, Escape closes.

**Accessible name:** the field group by \`label\`; the calendar button by \`labels.open\`; the month buttons by \`labels.previous\` and \`labels.next\`.

**Swedish texts:** \`label\` ('Leveransdatum, Utkörning'), \`labels.open\` ('Öppna kalendern'), \`labels.previous\` ('Föregående månad'), \`labels.next\` ('Nästa månad').`,
      },
    },
  },
  args: {
    label: 'Leveransdatum, Utkörning',
    value: '2026-11-27',
    onChange: fn(),
    minValue: '2026-11-25',
    maxValue: '2027-05-25',
    isDateUnavailable: isClosed,
    labels: { open: 'Öppna kalendern', previous: 'Föregående månad', next: 'Nästa månad' },
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DatePicker
        {...args}
        value={value}
        onChange={(iso) => {
          setValue(iso);
          args.onChange(iso);
        }}
      />
    );
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two deliveries, two pickers mounted at once (first, while no picker has run yet): both show their date. */
export const TwoDeliveries: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DatePicker {...args} />
      <DatePicker {...args} label="Leveransdatum, Leverans till butik" value="2026-12-01" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Leveransdatum, Utkörning' })).toHaveTextContent(
      '2026-11-27',
    );
    await expect(canvas.getByRole('group', { name: 'Leveransdatum, Leverans till butik' })).toHaveTextContent(
      '2026-12-01',
    );
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('group', { name: 'Leveransdatum, Utkörning' });
    // Swedish order: year, month, day.
    await expect(field).toHaveTextContent('2026-11-27');
    await userEvent.click(canvas.getByRole('button', { name: /^Öppna kalendern/ }));
    const grid = await screen.findByRole('grid');
    await expect(within(grid).getByRole('gridcell', { selected: true })).toHaveTextContent('27');
    // Friday 27 → Monday 30: the weekend is passed over by the customer, and Enter on it chooses nothing.
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-30');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    await expect(field).toHaveTextContent('2026-11-30');
  },
};

export const UnavailableNotChoosable: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Öppna kalendern/ }));
    const grid = await screen.findByRole('grid');
    const day = (date: string) => within(grid).getByRole('button', { name: new RegExp(`${date} 2026`) });
    // A Saturday and a day before the first deliverable one.
    await expect(day('lördag 28 november')).toHaveAttribute('aria-disabled', 'true');
    await expect(day('tisdag 24 november')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day('lördag 28 november'));
    await userEvent.click(day('tisdag 24 november'));
    await expect(args.onChange).not.toHaveBeenCalled();
    // A weekday is choosable by pointer.
    await userEvent.click(day('torsdag 26 november'));
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-26');
  },
};

export const NextMonth: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Öppna kalendern/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/november 2026/i);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nästa månad' }));
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/december 2026/i);
    await expect(within(dialog).getByRole('button', { name: 'Föregående månad' })).toBeEnabled();
  },
};
