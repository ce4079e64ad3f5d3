import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { heroBelow, heroOverlay, heroTextOnly, LONG_WORD } from './fixtures';
import { CmsHero } from './hero';

const meta = {
  title: 'Content/CmsHero',
  component: CmsHero,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `A content page's hero: the page's largest paint, so its image loads at once with high priority (a phone gets the mobile image through \`<picture>\`). The title is the page's \`h1\` by default.

**Not for:** a banner further down the page (use \`CmsLargeSection\` or \`CmsPageBanner\`).

**States:** \`overlay\` (title and description on the image over a dark scrim that keeps white text at 4.5:1), title below the image, or text only on the brand colour (no images); title sizes small, medium, large; \`headingLevel\` 1 or 2.

**Keyboard:** none: nothing to focus.

**Accessible name:** the heading is the hero's title; the image's text is its description or title from the content service.

**Swedish texts:** none of its own: title and description come from the content service.`,
      },
    },
  },
  args: { hero: heroOverlay },
} satisfies Meta<typeof CmsHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overlay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Allt för bygget – levererat till arbetsplatsen' }),
    ).toBeVisible();
    // The largest paint: loaded at once, with priority, at its known size.
    const image = canvas.getByRole('img', {
      name: 'Pallställ med isolering i vårt centrallager i Arlandastad',
    });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '700');
    // A phone gets its own image.
    await expect(canvasElement.querySelector('source')).toHaveAttribute('media', '(max-width: 767px)');
  },
};

export const TextBelowImage: Story = {
  args: { hero: heroBelow },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByText(/Beställ före 14/)).toBeVisible();
  },
};

export const TextOnly: Story = {
  args: { hero: heroTextOnly },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kundservice' })).toBeVisible();
    // The icon is decorative: no image with a name.
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Level2: Story = {
  args: { hero: { ...heroBelow, title: LONG_WORD }, headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: LONG_WORD })).toBeVisible();
  },
};

/** The same hero in each of the other brands (the toolbar's brand global). */
export const Konr: Story = { globals: { brand: 'konr' }, args: { hero: heroTextOnly } };
export const Kasp: Story = { globals: { brand: 'kasp' }, args: { hero: heroOverlay } };
export const Opti: Story = { globals: { brand: 'opti' }, args: { hero: heroTextOnly } };

/** A listing page's hero: the desktop image's description, and the mobile image's own on a phone. */
export const MobileDescription: Story = {
  args: {
    hero: { ...heroOverlay, description: 'Nyheter, guider och tips för dig som bygger.' },
    mobileDescription: 'Nytt från oss.',
  },
  play: async ({ canvas }) => {
    // One of the two is shown, by the screen's width (the visual test pictures both widths).
    const wide = canvas.getByText('Nyheter, guider och tips för dig som bygger.');
    const narrow = canvas.getByText('Nytt från oss.');
    await expect(window.innerWidth >= 768 ? wide : narrow).toBeVisible();
    await expect(window.innerWidth >= 768 ? narrow : wide).not.toBeVisible();
  },
};
