import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsImageSingle } from './blocks';
import { contentLabels, imageSingle, images } from './fixtures';

const meta = {
  title: 'Content/CmsImageSingle',
  component: CmsImageSingle,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section of one image with an optional caption (\`figure\` and \`figcaption\`).

**Not for:** several images (use \`CmsImageSetOfThree\`) or text beside an image (use \`CmsTextAndMedia\`).

**States:** image with or without caption; caption only when the image has no safe URL; section title or none.

**Keyboard:** none: nothing to focus.

**Accessible name:** the image's text is its description or title from the content service.

**Swedish texts:** none of its own: everything comes from the content service.`,
      },
    },
  },
  args: { section: imageSingle, labels: contentLabels },
} satisfies Meta<typeof CmsImageSingle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCaption: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toHaveTextContent('Öppnade i mars');
    await expect(canvas.getByRole('img', { name: /Pallställ/ })).toHaveAttribute('width', '1600');
  },
};

export const WithoutCaption: Story = {
  args: { section: { ...imageSingle, caption: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('figcaption')).toBeNull();
  },
};

export const UnsafeImageUrl: Story = {
  args: { section: { ...imageSingle, image: { ...images.lager, url: 'javascript:alert(1)' } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
