import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsTextAndMedia } from './blocks';
import { contentLabels, LONG_WORD, textAndMedia } from './fixtures';

const meta = {
  title: 'Content/CmsTextAndMedia',
  component: CmsTextAndMedia,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section of text beside an image (image left or right; stacked on a phone, image first).

**Not for:** an image with a caption only (use \`CmsImageSingle\`) or a boxed fact (use \`CmsInfoBlock\`).

**States:** image left or right; without image the text takes the width; background from the content service.

**Keyboard:** only the links in the text.

**Accessible name:** the title is a heading (\`headingLevel\`, default 2); the image's text is its description or title.

**Swedish texts:** none of its own: everything comes from the content service.`,
      },
    },
  },
  args: { section: textAndMedia, labels: contentLabels },
} satisfies Meta<typeof CmsTextAndMedia>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ImageRight: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Hämta i butik på 30 minuter' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Så fungerar det' })).toHaveAttribute(
      'href',
      '/kundservice/hamta',
    );
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};

export const ImageLeftTinted: Story = {
  args: { section: { ...textAndMedia, imagePosition: 'left', backgroundColor: '#eaf4ff' } },
};

export const WithoutImage: Story = {
  args: { section: { ...textAndMedia, image: null, title: LONG_WORD } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};
