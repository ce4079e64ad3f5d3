import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsImageSetOfThree } from './blocks';
import { contentLabels, imageSetOfThree } from './fixtures';

const meta = {
  title: 'Content/CmsImageSetOfThree',
  component: CmsImageSetOfThree,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section of three images side by side (one column on a phone).

**Not for:** one image with a caption (use \`CmsImageSingle\`) or a product's images (use \`ImageGallery\`).

**States:** one to three images shown (images without a safe URL are left out); section title or none.

**Keyboard:** none: nothing to focus.

**Accessible name:** each image's text is its description or title from the content service.

**Swedish texts:** none of its own: everything comes from the content service.`,
      },
    },
  },
  args: { section: imageSetOfThree, labels: contentLabels },
} satisfies Meta<typeof CmsImageSetOfThree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(3);
    // Alt text is the description, or the title when there is none.
    await expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Snickare monterar takstolar på ett flerbostadshus',
      'Kopplingar och rördelar i mässing på en arbetsbänk',
      'Verktyg',
    ]);
    await expect(images[0]).toHaveAttribute('loading', 'lazy');
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};

export const Empty: Story = {
  args: { section: { ...imageSetOfThree, images: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
