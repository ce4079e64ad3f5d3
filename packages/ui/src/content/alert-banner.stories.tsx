import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { alertBanner, HOSTILE_URL, messageLabels } from './fixtures';
import { AlertBanner } from './message-banners';

const meta = {
  title: 'Content/AlertBanner',
  component: AlertBanner,
  args: { banner: alertBanner, labels: messageLabels, onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Viktigt meddelande' });
    await expect(region).toHaveTextContent('Störningar i leveranserna');
    await expect(region).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.getByRole('link', { name: 'Läs mer om läget' })).toHaveAttribute(
      'href',
      '/driftinformation',
    );
    await expect(canvas.getByRole('link', { name: 'Trafikverket' })).toHaveAttribute(
      'href',
      'https://www.trafikverket.se/',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Stäng meddelandet' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const ErrorType: Story = {
  args: { banner: { ...alertBanner, type: 'error', title: 'Betalningar ligger nere', secondLinkUrl: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const Info: Story = {
  args: { banner: { ...alertBanner, type: 'info', title: null, linkUrl: HOSTILE_URL, secondLinkUrl: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-tone', 'info');
    // The hostile link is left out.
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
