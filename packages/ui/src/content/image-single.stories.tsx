import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsImageSingle } from './blocks';
import { contentLabels, imageSingle, images } from './fixtures';

const meta = {
  title: 'Content/CmsImageSingle',
  component: CmsImageSingle,
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
