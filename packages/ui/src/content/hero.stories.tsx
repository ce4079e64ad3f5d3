import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { heroBelow, heroOverlay, heroTextOnly, LONG_WORD } from './fixtures';
import { CmsHero } from './hero';

const meta = {
  title: 'Content/CmsHero',
  component: CmsHero,
  args: { hero: heroOverlay },
  parameters: { layout: 'fullscreen' },
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
