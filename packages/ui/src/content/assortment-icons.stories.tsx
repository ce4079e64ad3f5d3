import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsAssortmentIcons } from './blocks';
import { assortmentIcons, contentLabels, LONG_WORD } from './fixtures';

const meta = {
  title: 'Content/CmsAssortmentIcons',
  component: CmsAssortmentIcons,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section of assortment tiles: icon and name in a grid, each a link when it has a safe one (http(s), mailto, tel or relative), otherwise inert text.

**Not for:** the fixed category icons in code (use \`CategoryIcon\`) or service offers with a description (use \`CmsServiceCards\`).

**States:** linked or unlinked tiles; external links open a new tab and say so (hidden text); section title or none.

**Keyboard:** Tab goes through the linked tiles; Enter follows.

**Accessible name:** each link by the tile's name; the icons are decorative (\`alt=""\`).

**Swedish texts:** \`labels.newTab\` ('(öppnas i ny flik)'); tile names come from the content service ('El', 'VVS').`,
      },
    },
  },
  args: { section: assortmentIcons, labels: contentLabels },
} satisfies Meta<typeof CmsAssortmentIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'VVS' })).toHaveAttribute('href', '/sortiment/vvs');
    // The icons are decorative: the name is the link's text.
    await expect(canvas.queryByRole('img')).toBeNull();
    // A hostile link and a missing one: the tile shows, unlinked.
    await expect(canvas.getByText('Färg')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Färg' })).toBeNull();
    await expect(canvas.getByText(LONG_WORD)).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};

export const Empty: Story = {
  args: { section: { ...assortmentIcons, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
