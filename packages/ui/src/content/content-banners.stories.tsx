import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsContentBanners } from './banners';
import { contentBanners, contentLabels, LONG_WORD } from './fixtures';

const meta = {
  title: 'Content/CmsContentBanners',
  component: CmsContentBanners,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section of banner cards in a grid: image, icon, title, two text rows and a 'Läs mer' link when the banner links somewhere. Looks like \`CmsSubBanners\`.

**Not for:** image-only campaign banners ordered by weight (use \`CmsMarketingBanners\`) or a single banner of a page (use \`CmsPageBanner\`).

**States:** one to three columns (one on a phone); cards with or without link, image and icon; brand template (\`dark\`/\`brand\`) drawn on the brand colour.

**Keyboard:** Tab goes through the cards' links; Enter follows.

**Accessible name:** each card is found by its heading; a 'Läs mer' link adds the card's title (hidden) so the links differ; external links add \`labels.newTab\`.

**Swedish texts:** \`labels.readMore\` ('Läs mer'), \`labels.newTab\` ('(öppnas i ny flik)'); titles and texts come from the content service.`,
      },
    },
  },
  args: { section: contentBanners, labels: contentLabels },
} satisfies Meta<typeof CmsContentBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A light grey picked in the content service is drawn with the brand's sunken surface. */
export const GreyBackgroundLongWords: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: LONG_WORD })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const section = canvasElement.querySelector('section') as HTMLElement;
    await expect(section.dataset.tone).toBe('muted');
    await expect(section.getAttribute('style')).toBeNull();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};

export const UnknownBackgroundIgnored: Story = {
  args: { section: { ...contentBanners, backgroundColor: 'url(https://evil.example/x.png)' } },
  play: async ({ canvasElement }) => {
    await expect((canvasElement.querySelector('section') as HTMLElement).dataset.tone).toBeUndefined();
  },
};
