import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link, type LinkAppearance, LinkRouting } from './link';

const appearances: LinkAppearance[] = ['text', 'button', 'secondary-button', 'plain'];

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The one link of the shop: a native \`<a>\` that goes somewhere. \`appearance\` \`text\` (default), \`button\` or \`secondary-button\` (a link that looks like a \`Button\`, same sizes) or \`plain\` (styled by its context). Under \`LinkRouting\` a same-origin link goes through the app's router.

**Not for:** doing something on this page (use \`Button\`): a link navigates.

**States:** appearances text, button, secondary-button, plain; sizes sm, md, lg for the button looks; hover, focus-visible; routed or native (new tab, download and modified clicks always stay native).

**Keyboard:** Tab focuses it; Enter follows it (Space does not, as for any link).

**Accessible name:** its text (\`children\`); \`aria-label\` passes through for an icon-only link.

**Swedish texts:** \`children\` ('Se alla kampanjer', 'Till kassan', 'Tillbaka till varukorgen').`,
      },
    },
  },
  args: { href: '/kampanjer', children: 'Se alla kampanjer' },
  argTypes: { appearance: { control: 'inline-radio', options: appearances } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Se alla kampanjer' })).toHaveAttribute(
      'href',
      '/kampanjer',
    );
  },
};

export const AsButton: Story = { args: { appearance: 'button', href: '/delivery', children: 'Till kassan' } };

export const AsSecondaryButton: Story = {
  args: { appearance: 'secondary-button', href: '/cart', children: 'Tillbaka till varukorgen' },
};

export const LongSwedishWords: Story = {
  args: {
    appearance: 'button',
    href: '/kategorier/installationsmaterial',
    children: 'Installationsmaterialsleverantörsavtalsvillkor',
  },
};

const navigate = fn();
const onIntent = fn();

/** Under `LinkRouting` a same-origin link goes through the app's router and reports hover/focus intent. */
export const WithRouting: Story = {
  render: (args) => (
    <LinkRouting navigate={navigate} onIntent={onIntent}>
      <p>
        <Link {...args} />
      </p>
      <p>
        <Link href="https://example.com/" target="_blank" rel="noopener noreferrer">
          Leverantörens webbplats
        </Link>
      </p>
    </LinkRouting>
  ),
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    onIntent.mockClear();
    const link = canvas.getByRole('link', { name: 'Se alla kampanjer' });
    await userEvent.hover(link);
    await expect(onIntent).toHaveBeenCalledWith('/kampanjer');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/kampanjer');
    // Another origin is never an intent to preload.
    onIntent.mockClear();
    await userEvent.hover(canvas.getByRole('link', { name: 'Leverantörens webbplats' }));
    await expect(onIntent).not.toHaveBeenCalled();
  },
};

export const KeyboardFocusIsIntent: Story = {
  render: (args) => (
    <LinkRouting navigate={navigate} onIntent={onIntent}>
      <Link {...args} />
    </LinkRouting>
  ),
  play: async ({ canvas, userEvent }) => {
    onIntent.mockClear();
    navigate.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Se alla kampanjer' })).toHaveFocus();
    await expect(onIntent).toHaveBeenCalledWith('/kampanjer');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};
