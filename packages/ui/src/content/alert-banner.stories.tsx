import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { alertBanner, HOSTILE_URL, messageLabels } from './fixtures';
import { AlertBanner } from './message-banners';

const meta = {
  title: 'Content/AlertBanner',
  component: AlertBanner,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The site-wide alert from the content service, at the top of every page: its type as colour and icon (info, warning, error), a title, the message, up to two links and a close button. Whether it stays closed is the app's (\`onClose\`).

**Not for:** a message about the customer's own action (use \`Alert\`) or a quiet notice strip (use \`InformationBanner\`).

**States:** type info, warning or error (drawn as danger); with zero, one or two links (an unsafe URL is left out); closed is the app's state (it stops rendering it).

**Keyboard:** Tab reaches the links (Enter follows) and the close button (Enter or Space closes).

**Accessible name:** a \`region\` landmark named by \`labels.region\`; the close button by \`labels.close\`; links by their text.

**Swedish texts:** \`labels.region\` ('Viktigt meddelande'), \`labels.close\` ('Stäng meddelandet'); title, message and link texts come from the content service ('Störningar i leveranserna').`,
      },
    },
  },
  args: { banner: alertBanner, labels: messageLabels, onClose: fn() },
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
