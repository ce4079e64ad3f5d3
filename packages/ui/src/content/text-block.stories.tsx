import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsTextBlock } from './blocks';
import { contentLabels, shortText, textBlock } from './fixtures';

const meta = {
  title: 'Content/CmsTextBlock',
  component: CmsTextBlock,
  args: { section: textBlock, labels: contentLabels },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CmsTextBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Om oss' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Boverket' })).toHaveAttribute('target', '_blank');
  },
};

export const WithoutTitle: Story = {
  args: { section: { ...textBlock, title: null, text: shortText } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
