import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BRAND_IDS, themes } from '../tokens/themes';
import { BRAND_NAMES, ShadowFoundations } from './foundations';

const meta = {
  title: 'Foundations/Shadows',
  component: ShadowFoundations,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Elevation (`shadow` in `themes`, custom properties `--shop-shadow-<name>`): one card per layer that floats above the page, from a play button on content to the modal dialog. The component CSS writes these shadows literally; `tokens.test.ts` fails if it casts one not listed here (inset and 0-blur outlines are borders, not elevation).',
      },
    },
  },
} satisfies Meta<typeof ShadowFoundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shadows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(BRAND_IDS.length);
    for (const brand of BRAND_IDS) {
      const list = within(canvas.getByRole('region', { name: new RegExp(BRAND_NAMES[brand]) })).getByRole(
        'list',
        {
          name: `Skuggor, ${brand}`,
        },
      );
      const cards = within(list).getAllByRole('listitem');
      await expect(cards).toHaveLength(Object.keys(themes[brand].shadow).length);
      for (const card of cards) await expect(getComputedStyle(card).boxShadow).not.toBe('none');
      await expect(within(list).getByText(themes[brand].shadow.modal)).toBeVisible();
    }
  },
};
