import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CATEGORY_ICON_NAMES, CategoryIcon } from './category-icon';

const names: Record<(typeof CATEGORY_ICON_NAMES)[number], string> = {
  fastenings: 'Infästning',
  sprinkler: 'Sprinkler',
  'vvs-industri': 'VVS och industri',
  verktyg: 'Verktyg',
  'mark-va': 'Mark och VA',
  fastighet: 'Fastighet',
  kyla: 'Kyla',
  el: 'El',
};

const meta = {
  title: 'Components/CategoryIcon',
  component: CategoryIcon,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The assortment's eight category icons (fastenings, sprinkler, VVS industri, verktyg, mark & VA, fastighet, kyla, el): 24 × 24 line drawings that take the text colour.

**Not for:** icons chosen by content editors (those come from the content service, e.g. \`CmsAssortmentIcons\`) or an icon that carries meaning alone.

**States:** one drawing per \`name\`; any \`size\` in px.

**Keyboard:** none: decorative, not focusable.

**Accessible name:** none: hidden from assistive technology (\`aria-hidden\`). The category name beside it is the text.

**Swedish texts:** none; the caller writes the category name next to it ('El', 'Verktyg').`,
      },
    },
  },
  args: { name: 'el' },
  argTypes: { name: { control: 'select', options: CATEGORY_ICON_NAMES } },
} satisfies Meta<typeof CategoryIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { size: 48 },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('stroke-width', '1.75');
    await expect(svg).toHaveAttribute('width', '48');
  },
};

/** All eight as a menu shows them: the text names the link, the icon is decoration. */
export const All: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: 8,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {CATEGORY_ICON_NAMES.map((name) => (
        <li key={name}>
          <a
            href={`/kategorier/${name}`}
            style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 8 }}
          >
            <CategoryIcon name={name} />
            {names[name]}
          </a>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const label of Object.values(names)) {
      await expect(canvas.getByRole('link', { name: label })).toBeVisible();
    }
    // Eight distinct drawings.
    const drawings = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    await expect(new Set(drawings).size).toBe(CATEGORY_ICON_NAMES.length);
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, color: 'var(--shop-color-brand)' }}>
      {[16, 20, 24, 32, 48].map((size) => (
        <CategoryIcon key={size} name="vvs-industri" size={size} />
      ))}
    </div>
  ),
};

/** A long Swedish category name beside its icon wraps, the icon keeps its size. */
export const LongSwedishWords: Story = {
  render: () => (
    <a
      href="/kategorier/vvs-industri"
      style={{ display: 'flex', alignItems: 'center', gap: 8, maxWidth: 200 }}
    >
      <CategoryIcon name="vvs-industri" />
      Industriventilationsinstallationsmaterial
    </a>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Industriventilationsinstallationsmaterial' }),
    ).toBeVisible();
  },
};
