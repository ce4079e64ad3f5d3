import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CmsSubBanners } from './banners';
import { contentLabels, subBanners } from './fixtures';

const meta = {
  title: 'Content/CmsSubBanners',
  component: CmsSubBanners,
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
