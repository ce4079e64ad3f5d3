import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Pages of a result list as a \`navigation\` landmark of plain links (real \`href\`s: they work without script and open in a new tab). First, last and the current page with one neighbour each side; gaps shown as '…'.

**Not for:** steps of a process (use \`CheckoutStepper\`) or the path to a page (use \`Breadcrumbs\`).

**States:** current page marked \`aria-current="page"\`; at the first or last page, previous or next is shown but is not a link; nothing rendered for a single page.

**Keyboard:** Tab goes through the links; Enter follows one.

**Accessible name:** the landmark by \`labels.nav\`; each page link by \`labels.page(n)\`; previous and next by their text.

**Swedish texts:** \`labels.nav\` ('Sidor'), \`labels.previous\` ('Föregående'), \`labels.next\` ('Nästa'), \`labels.page\` (n => \`Sida \${n}\`).`,
      },
    },
  },
  args: {
    page: 5,
    pageCount: 12,
    hrefFor: (n: number) => `/kategorier/el?page=${n}`,
    labels: { nav: 'Sidor', previous: 'Föregående', next: 'Nästa', page: (n: number) => `Sida ${n}` },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Sidor' });
    const current = within(nav).getByRole('link', { name: 'Sida 5' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Föregående' })).toHaveAttribute(
      'href',
      '/kategorier/el?page=4',
    );
    await expect(within(nav).getByRole('link', { name: 'Nästa' })).toHaveAttribute(
      'href',
      '/kategorier/el?page=6',
    );
    await expect(within(nav).getByRole('link', { name: 'Sida 12' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Sida 8' })).toBeNull();
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    // Previous is shown but is not a link.
    await expect(canvas.queryByRole('link', { name: 'Föregående' })).toBeNull();
    await expect(canvas.getByText('Föregående')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sida 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Nästa' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Föregående' })).toHaveAttribute(
      'href',
      '/kategorier/el?page=11',
    );
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /^Sida/ })).toHaveLength(3);
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Föregående' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sida 1' })).toHaveFocus();
  },
};

export const LongSwedishWords: Story = {
  args: {
    page: 48,
    pageCount: 120,
    labels: {
      nav: 'Sidnumreringsnavigering',
      previous: 'Föregående resultatsida',
      next: 'Nästkommande resultatsida',
      page: (n: number) => `Resultatsida ${n}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Resultatsida 48' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
