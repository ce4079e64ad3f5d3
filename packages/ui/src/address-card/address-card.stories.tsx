import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AddressCard } from './address-card';

const meta = {
  title: 'Components/AddressCard',
  component: AddressCard,
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
