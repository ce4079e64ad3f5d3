import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsServiceCards } from './blocks';
import { contentLabels, serviceCards } from './fixtures';

const meta = {
  title: 'Content/CmsServiceCards',
  component: CmsServiceCards,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section of service cards: icon, title (the card's link when it has one) and a description.

**Not for:** navigation tiles with only an icon and name (use \`CmsAssortmentIcons\`) or people to contact (use \`CmsContactCards\`).

**States:** linked or unlinked titles; one to three columns (one on a phone).

**Keyboard:** Tab goes through the linked titles; Enter follows.

**Accessible name:** each card is found by its heading; the link by the title; icons are decorative; external links add \`labels.newTab\`.

**Swedish texts:** \`labels.newTab\` ('(öppnas i ny flik)'); the rest comes from the content service ('Kapning', 'Hemleverans').`,
      },
    },
  },
  args: { section: serviceCards, labels: contentLabels },
} satisfies Meta<typeof CmsServiceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Kranbilsleverans' })).toHaveAttribute(
      'href',
      '/tjanster/kranbil',
    );
    await expect(canvas.getByRole('link', { name: 'Maskinuthyrning (öppnas i ny flik)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'Rådgivning' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Rådgivning' })).toBeNull();
  },
};

export const Level3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Tjänster' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Rådgivning' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { section: { ...serviceCards, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
