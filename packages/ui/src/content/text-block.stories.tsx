import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsTextBlock } from './blocks';
import { contentLabels, shortText, textBlock } from './fixtures';

const meta = {
  title: 'Content/CmsTextBlock',
  component: CmsTextBlock,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section of rich text with an optional title.

**Not for:** text beside an image (use \`CmsTextAndMedia\`) or a boxed fact (use \`CmsInfoBlock\`).

**States:** with or without title; background from the content service.

**Keyboard:** only the links in the text.

**Accessible name:** the title is a heading (\`headingLevel\`, default 2).

**Swedish texts:** none of its own: everything comes from the content service ('Om oss').`,
      },
    },
  },
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
