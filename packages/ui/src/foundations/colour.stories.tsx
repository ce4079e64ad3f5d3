import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CONTRAST_PAIRS } from '../tokens/theme';
import { BRAND_IDS, themes } from '../tokens/themes';
import { BRAND_NAMES, ColourFoundations } from './foundations';

const meta = {
  title: 'Foundations/Colour',
  component: ColourFoundations,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Every colour token of `themes` (`packages/ui/src/tokens/themes.ts`) in the four brands, and the WCAG contrast of each pair in `CONTRAST_PAIRS` (text, 4.5:1) and of the focus ring (non-text, 3:1), computed with `contrastRatio`. A pair below its minimum says so in words.',
      },
    },
  },
} satisfies Meta<typeof ColourFoundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  play: async ({ canvas }) => {
    const columns = canvas.getAllByRole('region');
    await expect(columns).toHaveLength(BRAND_IDS.length);
    for (const brand of BRAND_IDS) {
      await expect(canvas.getByRole('region', { name: `${BRAND_NAMES[brand]} (${brand})` })).toBeVisible();
    }
    for (const brand of BRAND_IDS) {
      const column = within(canvas.getByRole('region', { name: new RegExp(BRAND_NAMES[brand]) }));
      const swatches = within(column.getByRole('list', { name: `Färger, ${brand}` })).getAllByRole(
        'listitem',
      );
      await expect(swatches).toHaveLength(Object.keys(themes[brand].color).length);
      const pairs = within(column.getByRole('table', { name: /CONTRAST_PAIRS/ })).getAllByRole('row');
      await expect(pairs).toHaveLength(CONTRAST_PAIRS.length + 1);
    }
    const bygg = within(canvas.getByRole('region', { name: /Bygghandeln/ }));
    // A passing pair: body text on the page, 15,33:1.
    const text = bygg.getByRole('row', { name: /^text på surface\b/ });
    await expect(text).toHaveTextContent('15,33:1');
    await expect(text).toHaveTextContent('Klarar AA');
    // A failing one, in words: bygg's orange focus ring beside its blue brand colour.
    const focus = bygg.getByRole('row', { name: /^focus på brand\b/ });
    await expect(focus).toHaveTextContent('1,62:1');
    await expect(focus).toHaveTextContent('Klarar inte AA icke-text');
    // Close to the line but passing: Optima's dark text on its orange accent.
    const opti = within(canvas.getByRole('region', { name: /Optima/ }));
    await expect(opti.getByRole('row', { name: /^onAccent på accent\b/ })).toHaveTextContent('4,58:1');
  },
};
