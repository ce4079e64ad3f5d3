import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsMarketingBanners } from './banners';
import { contentLabels, marketingBanners } from './fixtures';

const meta = {
  title: 'Content/CmsMarketingBanners',
  component: CmsMarketingBanners,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section of campaign image banners, ordered by weight (highest first, ties in the editor's order; \`weightedOrder\` is that order as a function). A linked banner is a link named by the image's text (\`metaTitle\`).

**Not for:** cards with title and text (use \`CmsContentBanners\`) or one banner drawn at random (use \`CmsRandomBanners\`).

**States:** picture (desktop and mobile image) or text fallback (title and description) without images; linked or not.

**Keyboard:** Tab goes through the linked banners; Enter follows.

**Accessible name:** each link by its image's text (\`metaTitle\`); external links add \`labels.newTab\`.

**Swedish texts:** \`labels.newTab\` ('(öppnas i ny flik)'); banner texts come from the content service.`,
      },
    },
  },
  args: { section: marketingBanners, labels: contentLabels },
} satisfies Meta<typeof CmsMarketingBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WeightedOrder: Story = {
  play: async ({ canvas }) => {
    // Weights 1, 5, 1, 3 in the editor's order: heaviest first, the two 1s keep their order.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/kampanjer/fonster',
      'https://www.nordbygg.se/',
      '/kampanjer/takpapp',
      '/kampanjer/golv',
    ]);
    // Without images the banner is its text.
    await expect(canvas.getByRole('link', { name: /^Golv för proffs/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fönster och dörrar – 20 % rabatt' })).toHaveAttribute(
      'href',
      '/kampanjer/fonster',
    );
    const external = canvas.getByRole('link', { name: 'Mässan Nordbygg (öppnas i ny flik)' });
    await expect(external).toHaveAttribute('href', 'https://www.nordbygg.se/');
    await expect(external).toHaveAttribute('target', '_blank');
  },
};

export const WithoutLinks: Story = {
  args: {
    section: {
      ...marketingBanners,
      items: marketingBanners.items.map((item) => ({ ...item, linkUrl: null })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Takpapp till vårpris' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { section: { ...marketingBanners, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
