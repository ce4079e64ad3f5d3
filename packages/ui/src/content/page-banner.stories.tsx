import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsPageBanner } from './banners';
import { banner, contentLabels, HOSTILE_URL, LONG_WORD, pageBanner } from './fixtures';

const meta = {
  title: 'Content/CmsPageBanner',
  component: CmsPageBanner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content page's banner: one card with image, icon, title, two text rows and a 'Läs mer' link.

**Not for:** a row of banners (use \`CmsSubBanners\` or \`CmsContentBanners\`) or the page's top (use \`CmsHero\`).

**States:** with or without link (then no 'Läs mer'), image and icon; brand template on the brand colour.

**Keyboard:** Tab reaches the link; Enter follows.

**Accessible name:** the card is found by its \`h2\`; the link by 'Läs mer' plus the title (hidden).

**Swedish texts:** \`labels.readMore\` ('Läs mer'), \`labels.newTab\` ('(öppnas i ny flik)'); the rest comes from the content service.`,
      },
    },
  },
  args: { banner: pageBanner, labels: contentLabels },
} satisfies Meta<typeof CmsPageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vårkampanj på isolering' })).toBeVisible();
    // 'Läs mer' ends with the banner's title (visually hidden), so links in a row differ.
    const link = canvas.getByRole('link', { name: 'Läs mer Vårkampanj på isolering' });
    await expect(link).toHaveAttribute('href', '/kampanjer/isolering');
    await expect(link).not.toHaveAttribute('target');
    await expect(
      canvas.getByRole('img', { name: 'Snickare monterar takstolar på ett flerbostadshus' }),
    ).toHaveAttribute('loading', 'lazy');
  },
};

export const ExternalLink: Story = {
  args: { banner: banner('extern', { linkUrl: 'https://www.boverket.se/', isExternalLink: true }) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Läs mer Vårkampanj på isolering (öppnas i ny flik)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const HostileLinkIsInert: Story = {
  args: { banner: banner('farlig', { linkUrl: HOSTILE_URL }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Vårkampanj på isolering' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithoutImage: Story = {
  args: { banner: banner('utan', { contentImage: null, title: LONG_WORD, textRow2: null }) },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('heading', { name: LONG_WORD })).toBeVisible();
  },
};
