import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contentLabels, HOSTILE_URL, video } from './fixtures';
import { CmsVideo } from './video';

const meta = {
  title: 'Content/CmsVideo',
  component: CmsVideo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section with a video behind a click-to-load facade: until play is pressed only the thumbnail is on the page (no third-party frame, cookies or script); then the player's frame takes its place and starts.

**Not for:** a product's images (use \`ImageGallery\`).

**States:** facade (thumbnail and play button); playing (the player's frame); no player when the URL is not http(s).

**Keyboard:** Tab reaches the play button; Enter or Space loads and starts the video; then the player's own controls.

**Accessible name:** the play button by \`labels.playVideo\` and the video's title; the frame by the title, or \`labels.video\` without one.

**Swedish texts:** \`labels.playVideo\` ('Spela upp video'), \`labels.video\` ('Video'); the title comes from the content service.`,
      },
    },
  },
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
