import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { informationBanner, messageLabels } from './fixtures';
import { InformationBanner } from './message-banners';

const meta = {
  title: 'Content/InformationBanner',
  component: InformationBanner,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `The site-wide information strip from the content service: a message, an optional link and a close button. Whether it stays closed is the app's (\`onClose\`).

**Not for:** an urgent notice with a type and title (use \`AlertBanner\`) or a message about the customer's own action (use \`Alert\`).

**States:** with or without a link (an unsafe URL is left out), with the link's icon (\`linkIcon\`, when the shop draws that name); closed is the app's state.

**Keyboard:** Tab reaches the link (Enter follows) and the close button (Enter or Space closes).

**Accessible name:** a \`region\` landmark named by \`labels.region\`; the close button by \`labels.close\`.

**Swedish texts:** \`labels.region\` ('Information'), \`labels.close\` ('Stäng meddelandet'); message and link text come from the content service.`,
      },
    },
  },
  args: { banner: informationBanner, labels: { ...messageLabels, region: 'Information' }, onClose: fn() },
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

/** The editor's `linkIcon` before the link's words; a name the shop does not draw leaves the link as it is. */
export const WithLinkIcon: Story = {
  args: { banner: { ...informationBanner, linkIcon: 'truck' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Se villkoren' });
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const UnknownLinkIcon: Story = {
  args: { banner: { ...informationBanner, linkIcon: 'no-such-icon' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Se villkoren' });
    await expect(link.querySelector('svg')).toBeNull();
  },
};

/** A hostile link URL: no link at all, the message stays. */
export const HostileLink: Story = {
  args: { banner: { ...informationBanner, linkUrl: 'javascript:alert(1)', linkIcon: 'truck' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Information' })).toHaveTextContent('Fri frakt');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
