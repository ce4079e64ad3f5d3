import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BRAND_IDS, themes } from '../tokens/themes';
import { BRAND_NAMES, BreakpointFoundations } from './foundations';

const meta = {
  title: 'Foundations/Breakpoints',
  component: BreakpointFoundations,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The viewport widths where layouts change (`breakpoint` in `themes`). They are data, not custom properties: `var()` does not work inside `@media`, so the component CSS writes the values literally (`min-width: 48rem`, and one hundredth of a rem less for `max-width`), and `tokens.test.ts` fails if `@shop/ui`'s CSS uses another width. The storefront's own CSS is not checked yet.",
      },
    },
  },
} satisfies Meta<typeof BreakpointFoundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Breakpoints: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(BRAND_IDS.length);
    for (const brand of BRAND_IDS) {
      const table = within(canvas.getByRole('region', { name: new RegExp(BRAND_NAMES[brand]) })).getByRole(
        'table',
        {
          name: `Brytpunkter (${brand})`,
        },
      );
      const rows = within(table).getAllByRole('row');
      await expect(rows).toHaveLength(Object.keys(themes[brand].breakpoint).length + 1);
      const lg = within(table).getByRole('row', { name: /^lg\b/ });
      await expect(lg).toHaveTextContent('48rem');
      await expect(lg).toHaveTextContent('768 px');
      await expect(lg).toHaveTextContent('(max-width: 47.99rem)');
    }
  },
};
