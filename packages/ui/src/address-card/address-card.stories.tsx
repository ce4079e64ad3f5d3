import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AddressCard } from './address-card';

const meta = {
  title: 'Components/AddressCard',
  component: AddressCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `An address as the customer reads it: label (or name) in bold, recipient, address lines, postal code and town. Inline content, so it fits inside a radio's label (it is what \`AddressFlyout\` lists).

**Not for:** choosing an address (use \`AddressFlyout\`) or a store's address with phone and opening hours (use \`StoreCard\`).

**States:** complete; a missing recipient or second address line shows a stand-in text instead of a gap.

**Keyboard:** none: it is text, nothing to focus.

**Accessible name:** none of its own; it is read as text, or as the name of the radio or button it sits in.

**Swedish texts:** \`labels.missingRecipient\` ('Mottagarnamn saknas'), \`labels.missingAddress\` ('Adress saknas'). The address itself comes from the commerce service.`,
      },
    },
  },
  args: {
    address: {
      addressId: '1',
      label: 'Bygget Stortorget',
      recipientName: 'Åsa Ek',
      address1: 'Stortorget 1',
      address2: 'Port 3',
      postalCode: '211 34',
      postalAddress: 'Malmö',
      validForDelivery: true,
    },
    labels: { missingRecipient: 'Mottagarnamn saknas', missingAddress: 'Adress saknas' },
  },
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bygget Stortorget').tagName).toBe('STRONG');
    await expect(canvas.getByText('Åsa Ek')).toBeVisible();
    await expect(canvas.getByText('211 34 Malmö')).toBeVisible();
    await expect(canvas.queryByText('Adress saknas')).toBeNull();
  },
};

/** No label (the name shows), no recipient and no second line: the texts stand in. */
export const MissingParts: Story = {
  args: {
    address: {
      addressId: '2',
      name: 'Lagret Hamnen',
      address1: 'Hamngatan 2',
      postalCode: '111 47',
      postalAddress: 'Stockholm',
      validForDelivery: true,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lagret Hamnen').tagName).toBe('STRONG');
    await expect(canvas.getByText('Mottagarnamn saknas')).toBeVisible();
    await expect(canvas.getByText('Adress saknas')).toBeVisible();
  },
};
