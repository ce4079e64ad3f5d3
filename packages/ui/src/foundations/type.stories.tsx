import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BRAND_IDS, themes } from '../tokens/themes';
import { BRAND_NAMES, TypeFoundations } from './foundations';

const meta = {
  title: 'Foundations/Type',
  component: TypeFoundations,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The type scale (`type` in `themes`, custom properties `--shop-type-<px>`) set in each brand's typeface (`font.family`), largest step first, and the weights the components use. The scale is shared; the brands differ by face. The component CSS writes the sizes literally, and `tokens.test.ts` fails if it uses a size not on the scale (the fluid `clamp()` headings of the content sections excepted).",
      },
    },
  },
} satisfies Meta<typeof TypeFoundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Type: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(BRAND_IDS.length);
    for (const brand of BRAND_IDS) {
      const column = within(canvas.getByRole('region', { name: new RegExp(BRAND_NAMES[brand]) }));
      const steps = within(column.getByRole('list', { name: `Typskala, ${brand}` })).getAllByRole('listitem');
      await expect(steps).toHaveLength(Object.keys(themes[brand].type).length);
      // Each column in its own face, whatever brand the toolbar has chosen.
      const face = themes[brand].font.family.split(',')[0] ?? '';
      const sample = steps[0]?.querySelector<HTMLElement>('[data-step]');
      await expect(sample && getComputedStyle(sample).fontFamily).toContain(face.replace(/'/g, '"'));
    }
    const bygg = canvas.getByRole('region', { name: /Bygghandeln/ });
    const body = bygg.querySelector<HTMLElement>('[data-step="16"]');
    await expect(body && getComputedStyle(body).fontSize).toBe('16px');
  },
};
