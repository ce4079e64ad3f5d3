import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsLargeSection } from './banners';
import { contentLabels, HOSTILE_URL, largeSection } from './fixtures';

const meta = {
  title: 'Content/CmsLargeSection',
  component: CmsLargeSection,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section of one wide block: an image beside a title, a text and a button-looking link.

**Not for:** the page's top (use \`CmsHero\`) or a row of cards (use \`CmsSubBanners\`).

**States:** with or without image; with the editor's button text, or 'Läs mer' plus the title (hidden) when it has none; no link when the URL is unsafe; section title or none (the block's heading moves up a level).

**Keyboard:** Tab reaches the link; Enter follows.

**Accessible name:** the block is found by its heading; the link by its text; external links add \`labels.newTab\`.

**Swedish texts:** \`labels.readMore\` ('Läs mer'), \`labels.newTab\` ('(öppnas i ny flik)'); the rest comes from the content service.`,
      },
    },
  },
  args: { section: largeSection, labels: contentLabels },
} satisfies Meta<typeof CmsLargeSection>;

export default meta;
type Story = StoryObj<typeof meta>;
const hero = largeSection.subHero as NonNullable<typeof largeSection.subHero>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Proffsservice' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Vi levererar direkt till bygget' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Boka leverans' })).toHaveAttribute(
      'href',
      '/tjanster/leverans',
    );
  },
};

export const ReadMoreWithoutButtonText: Story = {
  args: {
    section: {
      ...largeSection,
      title: null,
      subHero: {
        ...hero,
        buttonText: null,
        buttonLink: null,
        linkUrl: 'https://www.example.se/',
        isExternalLink: true,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Vi levererar direkt till bygget' }),
    ).toBeVisible();
    const link = canvas.getByRole('link', {
      name: 'Läs mer Vi levererar direkt till bygget (öppnas i ny flik)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const WithoutImageHostileLink: Story = {
  args: {
    section: {
      ...largeSection,
      backgroundColor: 'brand',
      subHero: { ...hero, image: null, buttonLink: HOSTILE_URL },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Empty: Story = {
  args: { section: { ...largeSection, subHero: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Proffsservice' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
