import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsAssortmentIcons } from './blocks';
import { assortmentIcons, contentLabels, LONG_WORD } from './fixtures';

const meta = {
  title: 'Content/CmsAssortmentIcons',
  component: CmsAssortmentIcons,
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
