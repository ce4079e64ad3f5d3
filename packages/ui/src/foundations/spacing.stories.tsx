import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BRAND_IDS, themes } from '../tokens/themes';
import { BRAND_NAMES, SpacingFoundations } from './foundations';

const meta = {
  title: 'Foundations/Spacing',
  component: SpacingFoundations,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The spacing scale (`space` in `themes`, custom properties `--shop-space-<px>`) as bars of each width. Shared by the brands. The component CSS still writes its gaps and paddings literally, mostly on these steps (a few one-off values such as 0.3125rem remain); unlike sizes, shadows and breakpoints, spacing is not yet checked by `tokens.test.ts`.',
      },
    },
  },
} satisfies Meta<typeof SpacingFoundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(BRAND_IDS.length);
    for (const brand of BRAND_IDS) {
      const column = within(canvas.getByRole('region', { name: new RegExp(BRAND_NAMES[brand]) }));
      const list = column.getByRole('list', { name: `Avstånd, ${brand}` });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(
        Object.keys(themes[brand].space).length,
      );
      // The bar is as wide as its step: space.16 is 16 px, space.64 is 64 px.
      for (const step of ['16', '64']) {
        const bar = list.querySelector(`[data-step="${step}"]`);
        await expect(bar?.getBoundingClientRect().width).toBe(Number(step));
      }
    }
  },
};
