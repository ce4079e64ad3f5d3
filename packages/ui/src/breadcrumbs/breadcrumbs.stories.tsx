import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Where a page sits in the assortment: a \`navigation\` landmark holding an ordered list of links, from the top level down.

**Not for:** steps of a process (use \`CheckoutStepper\`) or pages of a result list (use \`Pagination\`).

**States:** the last item is the current page (\`aria-current="page"\`, text, not a link); \`overflow="wrap"\` (default) breaks a long path into lines, \`overflow="scroll"\` keeps one line that scrolls sideways on a phone; nothing rendered without items.

**Keyboard:** Tab goes through the links; Enter follows one.

**Accessible name:** the landmark is named by \`label\`; each link by its text.

**Swedish texts:** \`label\` ('Brödsmulor' or 'Du är här'); the items' \`label\`s are category names ('El', 'Kabel').`,
      },
    },
  },
  args: {
    label: 'Brödsmulor',
    items: [
      { label: 'Startsida', href: '/' },
      { label: 'El', href: '/el' },
      { label: 'Kabel och ledning', href: '/el/kabel-och-ledning' },
      { label: 'Installationskabel', href: '/el/kabel-och-ledning/installationskabel' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Brödsmulor' });
    await expect(nav.querySelector('ol')).not.toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'El' })).toHaveAttribute('href', '/el');
    // The current page is named but is not a link.
    await expect(canvas.queryByRole('link', { name: 'Installationskabel' })).toBeNull();
    await expect(canvas.getByText('Installationskabel')).toHaveAttribute('aria-current', 'page');
  },
};

export const TopLevel: Story = {
  args: {
    items: [
      { label: 'Startsida', href: '/' },
      { label: 'Verktyg', href: '/verktyg' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const LongSwedishWords: Story = {
  args: {
    items: [
      { label: 'Startsida', href: '/' },
      { label: 'VVS-industri', href: '/vvs-industri' },
      { label: 'Rörledningsarmaturtillbehör', href: '/vvs-industri/tillbehor' },
      { label: 'Avstängningsventilsreservdelssatser', href: '/vvs-industri/tillbehor/reservdelar' },
      {
        label: 'Termostatblandarventilsreparationssats för golvvärmeinstallationer',
        href: '/vvs-industri/tillbehor/reservdelar/sats',
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** One line that scrolls sideways on a phone (below 48rem) instead of wrapping: the product page, no layout shift. */
export const ScrollOnPhone: Story = {
  args: { ...LongSwedishWords.args, overflow: 'scroll' },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Brödsmulor' })).toHaveAttribute(
      'data-overflow',
      'scroll',
    );
  },
};
