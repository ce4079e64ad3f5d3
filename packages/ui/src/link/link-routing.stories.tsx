import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { Link, LinkRouting } from './link';

const meta = {
  title: 'Components/LinkRouting',
  component: LinkRouting,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Puts every \`Link\` below it, also the links inside the components here (product cards, breadcrumbs, pagination, cart lines), under the app's router, and reports a person's intent to follow a link (hover or focus), e.g. to preload its route. It draws nothing itself. Wrap the app once, near the router.

**Not for:** a single link (use \`Link\`), or links to other sites: only same-origin paths ('/…') are routed.

**States:** routed (a plain left click on a same-origin link calls \`navigate\`); native (another origin, a \`target\` other than _self, \`download\`, a click with Ctrl, Cmd, Shift or Alt, or a click another handler prevented). Without \`LinkRouting\` every link is plain browser navigation.

**Keyboard:** nothing of its own: Enter on a link below it is a click and is routed the same way; focusing a link reports intent like hovering it.

**Accessible name:** none: it renders no element. The links keep their own names and stay real \`<a href>\`s.

**Swedish texts:** none.`,
      },
    },
  },
  args: { navigate: fn(), onIntent: fn(), children: null },
  render: (args) => (
    <LinkRouting {...args}>
      <Breadcrumbs
        label="Brödsmulor"
        items={[
          { label: 'El', href: '/el' },
          { label: 'Kabel', href: '/el/kabel' },
        ]}
      />
      <p>
        <Link href="https://example.com/" target="_blank" rel="noopener noreferrer">
          Leverantörens webbplats
        </Link>
      </p>
    </LinkRouting>
  ),
} satisfies Meta<typeof LinkRouting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link inside another component (the breadcrumbs) goes through the app's router. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'El' });
    await userEvent.hover(link);
    await expect(args.onIntent).toHaveBeenCalledWith('/el');
    await userEvent.click(link);
    await expect(args.navigate).toHaveBeenCalledTimes(1);
    await expect(args.navigate).toHaveBeenCalledWith('/el');
  },
};

/** Focus is intent too; a link to another site is neither routed nor preloaded. */
export const KeyboardAndOtherOrigins: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'El' })).toHaveFocus();
    await expect(args.onIntent).toHaveBeenCalledWith('/el');
    await userEvent.keyboard('{Enter}');
    await expect(args.navigate).toHaveBeenCalledTimes(1);
    await expect(args.navigate).toHaveBeenCalledWith('/el');
    await userEvent.hover(canvas.getByRole('link', { name: 'Leverantörens webbplats' }));
    // Still only the intent of the focus above: another origin is never preloaded.
    await expect(args.onIntent).toHaveBeenCalledTimes(1);
  },
};
