import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CmsSubBanners } from './banners';
import { contentLabels, subBanners } from './fixtures';

const meta = {
  title: 'Content/CmsSubBanners',
  component: CmsSubBanners,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section of banner cards in a row (one column on a phone): image, icon, title, two text rows and a 'Läs mer' link. Looks like \`CmsContentBanners\`.

**Not for:** image-only campaign banners (use \`CmsMarketingBanners\`) or one wide block (use \`CmsLargeSection\`).

**States:** one to three columns; cards with or without link, image and icon; brand template on the brand colour.

**Keyboard:** Tab goes through the cards' links; Enter follows.

**Accessible name:** each card is found by its heading; a 'Läs mer' link adds the card's title (hidden) so the links differ.

**Swedish texts:** \`labels.readMore\` ('Läs mer'), \`labels.newTab\` ('(öppnas i ny flik)'); the rest comes from the content service.`,
      },
    },
  },
  args: { section: subBanners, labels: contentLabels },
} satisfies Meta<typeof CmsSubBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Aktuellt just nu' })).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/kampanjer/isolering',
    );
    await expect(
      canvas.getByRole('link', { name: 'Läs mer Nya byggregler 2026 (öppnas i ny flik)' }),
    ).toHaveAttribute('href', 'https://www.boverket.se/');
    // The third banner's javascript: link is dropped; the banner still shows.
    await expect(within(cards[2] as HTMLElement).queryByRole('link')).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Julklappstips till hantverkaren' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { section: { ...subBanners, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
