import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { banner, contentLabels, HOSTILE_URL, images, LONG_WORD, listingItem } from './fixtures';
import { CmsListingCard } from './listing-card';

const meta = {
  title: 'Content/CmsListingCard',
  component: CmsListingCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `One page of a content listing (news, guides): thumbnail, pre-title, the title as the card's one link to the page, the ingress (the app's rich text, as children), the tags, and the page's banner as a strip at the foot: its icon, its title (a link where the banner links, when that URL is safe) and its first text row.

**Not for:** a banner section on a page (use \`CmsPageBanner\` or the banner sections).

**States:** with or without thumbnail, pre-title, tags and banner; a banner with a refused URL shows its words unlinked; a refused thumbnail URL leaves the picture out.

**Keyboard:** Tab reaches the title's link, then the banner's.

**Accessible name:** the title's link is the page's title; the banner strip is a complementary region named by the banner's title.

**Swedish texts:** \`labels.newTab\` ('(öppnas i ny flik)') for a banner to another site; everything else comes from the content service.`,
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { item: listingItem, href: '/inspiration/isolera-vinden', labels: contentLabels },
} satisfies Meta<typeof CmsListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBanner: Story = {
  args: { children: <p>Isolera rätt från början och spara energi i många år.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Så isolerar du vinden rätt' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Så isolerar du vinden rätt' })).toHaveAttribute(
      'href',
      '/inspiration/isolera-vinden',
    );
    const strip = canvas.getByRole('complementary', { name: 'Vårkampanj på isolering' });
    await expect(strip).toHaveTextContent('Upp till 25 % rabatt');
    await expect(canvas.getByRole('link', { name: 'Vårkampanj på isolering' })).toHaveAttribute(
      'href',
      '/kampanjer/isolering',
    );
    await expect(canvas.getByText('Guide · Hållbarhet')).toBeVisible();
  },
};

export const WithoutBanner: Story = {
  args: { item: { ...listingItem, banner: null, preTitle: null, tags: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** Hostile URLs from content: the banner's words stay without a link, a refused thumbnail is left out. */
export const RefusedUrls: Story = {
  args: {
    item: {
      ...listingItem,
      title: `Avtal: ${LONG_WORD}`,
      thumbnail: { ...images.bygge, url: HOSTILE_URL },
      banner: banner('farlig', { title: 'Julklappstips', linkUrl: HOSTILE_URL, template: 'brand' }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('complementary', { name: 'Julklappstips' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Julklappstips' })).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.innerHTML).not.toContain('javascript:');
  },
};
