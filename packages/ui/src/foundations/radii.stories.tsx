import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BRAND_IDS, themes } from '../tokens/themes';
import { BRAND_NAMES, RadiiFoundations } from './foundations';

const meta = {
  title: 'Foundations/Radii',
  component: RadiiFoundations,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Each brand's corner radii (`radius` in `themes`, custom properties `--shop-radius-sm|md|lg`) on a box: square-ish Bygghandeln, rounded Konrads Rör, sharp Kaspers El, pill-shaped Optima Fastighet.",
      },
    },
  },
} satisfies Meta<typeof RadiiFoundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Radii: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(BRAND_IDS.length);
    for (const brand of BRAND_IDS) {
      const list = within(canvas.getByRole('region', { name: new RegExp(BRAND_NAMES[brand]) })).getByRole(
        'list',
        {
          name: `Hörnradier, ${brand}`,
        },
      );
      const items = within(list).getAllByRole('listitem');
      await expect(items).toHaveLength(Object.keys(themes[brand].radius).length);
      for (const [name, radius] of Object.entries(themes[brand].radius)) {
        const box = list.querySelector<HTMLElement>(`[data-radius="${name}"]`);
        await expect(box && getComputedStyle(box).borderTopLeftRadius).toBe(radius);
        await expect(within(list).getByText(`radius.${name}`)).toBeVisible();
      }
    }
  },
};
