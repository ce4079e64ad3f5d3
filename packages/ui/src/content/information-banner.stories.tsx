import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { informationBanner, messageLabels } from './fixtures';
import { InformationBanner } from './message-banners';

const meta = {
  title: 'Content/InformationBanner',
  component: InformationBanner,
  args: { banner: informationBanner, labels: { ...messageLabels, region: 'Information' }, onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InformationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Information' })).toHaveTextContent('Fri frakt');
    await expect(canvas.getByRole('link', { name: 'Se villkoren' })).toHaveAttribute(
      'href',
      '/kampanjer/frakt',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Stäng meddelandet' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const WithoutLink: Story = {
  args: { banner: { ...informationBanner, linkUrl: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
