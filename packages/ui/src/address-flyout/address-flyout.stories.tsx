import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { CheckoutAddress } from '../address-card/address-card';
import { AddressFlyout } from './address-flyout';

/** The stories' search rule: every word, case-insensitive (the app passes the domain's own). */
const storyFilter = <T extends object>(list: readonly T[], query: string): T[] => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((item) => words.every((w) => Object.values(item).join(' ').toLowerCase().includes(w)));
};

const addresses: CheckoutAddress[] = [
  {
    addressId: 'malmo',
    label: 'Bygget Stortorget',
    recipientName: 'Åsa Ek',
    address1: 'Stortorget 1',
    address2: 'Port 3',
    postalCode: '211 34',
    postalAddress: 'Malmö',
    validForDelivery: true,
  },
  {
    addressId: 'stockholm',
    name: 'Lagret Hamnen',
    address1: 'Hamngatan 2',
    postalCode: '111 47',
    postalAddress: 'Stockholm',
    validForDelivery: true,
  },
  {
    addressId: 'kiruna',
    label: 'Gruvbygget',
    recipientName: 'Nils Berg',
    address1: 'Malmvägen 9',
    address2: 'Box 12',
    postalCode: '981 31',
    postalAddress: 'Kiruna',
    validForDelivery: false,
  },
];

const labels = {
  title: 'Välj adress',
  search: 'Sök adress',
  count: (n: number) => (n === 0 ? 'Ingen adress' : n === 1 ? '1 adress' : `${n} adresser`),
  invalid: 'Kan inte användas för leverans',
  close: 'Stäng',
  missingRecipient: 'Mottagarnamn saknas',
  missingAddress: 'Adress saknas',
};

const meta = {
  title: 'Components/AddressFlyout',
  component: AddressFlyout,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The delivery address choice in a side panel (a \`Flyout\`): a search box narrows the list as the customer types, a status line counts the hits, and the addresses are a radio group. Controlled: the caller's own button opens it (\`isOpen\`, \`onOpenChange\`).

**Not for:** a short list that fits on the page (use \`Checkbox\` with \`radio\`, or \`SelectField\` in a form).

**States:** closed; open with all addresses; filtered (count updated, announced as \`status\`); an address that cannot be delivered to is shown, marked and disabled; choosing calls \`onChange\` and closes the panel.

**Keyboard:** Tab moves between the search box, the radio group and the close button; focus is trapped in the panel. In the group the arrow keys move between choosable addresses and Space chooses; choosing closes the panel. Escape clears a typed search, then closes; focus returns to the button that opened it.

**Accessible name:** the dialog and the radio group are named by \`labels.title\`; each radio by its address text; the search box by \`labels.search\`; the close button by \`labels.close\`.

**Swedish texts:** \`labels.title\` ('Välj adress'), \`labels.search\` ('Sök adress'), \`labels.count\` (n => \`\${n} adresser\`), \`labels.invalid\` ('Kan inte användas för leverans'), \`labels.close\` ('Stäng'), \`labels.missingRecipient\`, \`labels.missingAddress\`.`,
      },
    },
  },
  args: {
    filter: storyFilter,
    addresses,
    value: 'stockholm',
    onChange: fn(),
    isOpen: false,
    onOpenChange: fn(),
    labels,
  },
  render: function Render(args) {
    // The page's own button opens it, as the delivery step does.
    const [open, setOpen] = useState(false);
    const [value, setValue] = useState(args.value);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Välj adress
        </button>
        <AddressFlyout
          {...args}
          value={value}
          isOpen={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
          onChange={(id) => {
            setValue(id);
            args.onChange(id);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof AddressFlyout>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(
  canvas: { getByRole: typeof screen.getByRole },
  userEvent: { click: (e: Element) => Promise<void> },
) {
  await userEvent.click(canvas.getByRole('button', { name: 'Välj adress' }));
  return screen.findByRole('dialog', { name: 'Välj adress' });
}

export const SearchNarrows: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    const flyout = within(dialog);
    await expect(flyout.getAllByRole('radio')).toHaveLength(3);
    await expect(flyout.getByRole('status')).toHaveTextContent('3 adresser');
    const search = flyout.getByRole('searchbox', { name: 'Sök adress' });
    // Every word must match, in any field, whatever the case and accents.
    await userEvent.type(search, 'MALMO stortorget');
    await expect(flyout.getAllByRole('radio')).toHaveLength(1);
    await expect(flyout.getByRole('radio', { name: /Bygget Stortorget/ })).toBeVisible();
    await expect(flyout.getByRole('status')).toHaveTextContent('1 adress');
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz-finns-inte');
    await expect(flyout.queryAllByRole('radio')).toHaveLength(0);
    await expect(flyout.getByRole('status')).toHaveTextContent('Ingen adress');
  },
};

export const InvalidNotChoosable: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    const invalid = within(dialog).getByRole('radio', { name: /Gruvbygget/ });
    await expect(invalid).toBeDisabled();
    await expect(within(dialog).getByText('Kan inte användas för leverans')).toBeVisible();
    await userEvent.click(within(dialog).getByText('Gruvbygget'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const ChoosingCloses: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Välj adress' });
    const dialog = await open(canvas, userEvent);
    await expect(within(dialog).getByRole('radio', { name: /Lagret Hamnen/ })).toBeChecked();
    // By keyboard: focus the first address and choose it with Space.
    within(dialog)
      .getByRole('radio', { name: /Bygget Stortorget/ })
      .focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith('malmo');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
