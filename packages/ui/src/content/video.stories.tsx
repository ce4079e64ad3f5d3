import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contentLabels, HOSTILE_URL, video } from './fixtures';
import { CmsVideo } from './video';

const meta = {
  title: 'Content/CmsVideo',
  component: CmsVideo,
  args: { section: video, labels: contentLabels },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CmsVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClickToLoad: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Until play is pressed, no third-party frame is on the page.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Spela upp video: Så monterar du takfotsplåt' }),
    );
    const frame = canvasElement.querySelector('iframe') as HTMLIFrameElement;
    await expect(frame).toHaveAttribute('title', 'Så monterar du takfotsplåt');
    await expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/abc123?rel=0&autoplay=1');
    await expect(frame).toHaveAttribute('allowfullscreen');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithoutTitleOrThumbnail: Story = {
  args: { section: { ...video, title: null, thumbnail: null } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spela upp video' }));
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('title', 'Video');
  },
};

export const UnsafeUrl: Story = {
  args: { section: { ...video, videoUrl: HOSTILE_URL } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Så monterar du takfotsplåt' })).toBeVisible();
  },
};
