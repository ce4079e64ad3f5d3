import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsContactCards } from './blocks';
import { contactCards, contentLabels } from './fixtures';

const meta = {
  title: 'Content/CmsContactCards',
  component: CmsContactCards,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section of people to contact: photo, role, name, a phone link that dials and an e-mail link.

**Not for:** a store with address and opening hours (use \`StoreCard\`).

**States:** with or without photo, role, phone or e-mail; one to three columns (one on a phone).

**Keyboard:** Tab goes through the phone and e-mail links; Enter follows.

**Accessible name:** each card is found by its heading (the name); the photo is decorative; the links by the number and address.

**Swedish texts:** \`labels.phone\` ('Telefon'), \`labels.email\` ('E-post'); names and roles come from the content service ('Säljare, Solna').`,
      },
    },
  },
  args: { section: contactCards, labels: contentLabels },
} satisfies Meta<typeof CmsContactCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Anna Lindqvist' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '08-123 45 67' })).toHaveAttribute('href', 'tel:081234567');
    await expect(canvas.getByRole('link', { name: '+46 8-765 43 21' })).toHaveAttribute(
      'href',
      'tel:+4687654321',
    );
    await expect(canvas.getByRole('link', { name: 'erik@bygghandeln.example' })).toHaveAttribute(
      'href',
      'mailto:erik@bygghandeln.example',
    );
    await expect(canvas.getAllByText('Telefon')).toHaveLength(2);
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};

export const Empty: Story = {
  args: { section: { ...contactCards, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
