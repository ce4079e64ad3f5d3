import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, type screen, waitFor, within } from 'storybook/test';
import { type Facet, FacetFilters, type FacetFiltersProps } from './facet-filters';

const facet = (name: string, label: string, values: [string, number][], selected: string[] = []): Facet => ({
  name,
  label,
  values: values.map(([value, count]) => ({ value, count, selected: selected.includes(value) })),
});

const facets: Facet[] = [
  facet('brand', 'Varumärke', [
    ['ABB', 412],
    ['Schneider Electric', 388],
    ['Hager', 201],
    ['Nexans', 156],
    ['Draka', 97],
    ['Gelia', 64],
    ['Malmbergs', 52],
    ['Elko', 41],
    ['Busch-Jaeger', 18],
    ['Ensto', 9],
    ['Wago', 4],
  ]),
  facet('colour', 'Färg', [
    ['Vit', 512],
    ['Grå', 233],
    ['Svart', 120],
  ]),
  facet('ip', 'Kapslingsklass', [
    ['IP20', 640],
    ['IP44', 210],
    ['IP65', 88],
  ]),
  facet('voltage', 'Märkspänning', [
    ['230 V', 700],
    ['400 V', 120],
  ]),
];

/**
 * The checkbox group of a facet. The disclosure's panel is a group named
 * after the facet too (react-aria labels it by its trigger), so the
 * checkbox group is the inner, last one of that name.
 */
function checkboxGroup(canvas: { getAllByRole: typeof screen.getAllByRole }, name: string): HTMLElement {
  const group = canvas.getAllByRole('group', { name }).at(-1);
  if (!group) throw new Error(`No group named ${name}`);
  return group;
}

const labels = { heading: 'Filtrera', clear: 'Rensa filter', showMore: 'Visa fler', showLess: 'Visa färre' };

/** The caller owns the selection, as the storefront's URL does. */
function Controlled(props: FacetFiltersProps) {
  const [state, setState] = useState(props.facets);
  return (
    <FacetFilters
      {...props}
      facets={state}
      onToggle={(name, value, selected) => {
        props.onToggle(name, value, selected);
        setState((all) =>
          all.map((f) =>
            f.name === name
              ? { ...f, values: f.values.map((v) => (v.value === value ? { ...v, selected } : v)) }
              : f,
          ),
        );
      }}
      onClear={() => {
        props.onClear();
        setState((all) =>
          all.map((f) => ({ ...f, values: f.values.map((v) => ({ ...v, selected: false })) })),
        );
      }}
    />
  );
}

const meta = {
  title: 'Components/FacetFilters',
  component: FacetFilters,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Search filters: one disclosure per facet holding a checkbox group, each value with its hit count; 'show more' past \`visibleCount\` (8) values; a clear button while anything is selected. Controlled: \`onToggle\` and \`onClear\`.

**Not for:** the sort order (use \`SortSelect\`) or a yes/no option in a form (use \`Checkbox\`).

**States:** facet open or closed (the first \`openCount\` are open; a facet with a selected value always is); values selected (count badge on the facet); long list shortened or shown in full; nothing rendered without facets.

**Keyboard:** Tab goes through the facet buttons (Enter or Space opens or closes), the checkboxes in an open facet (Space toggles), 'show more' and clear.

**Accessible name:** each facet's button by the facet's \`label\`, its checkbox group by the same label; each checkbox by its value and count.

**Swedish texts:** \`labels.heading\` ('Filtrera'), \`labels.clear\` ('Rensa filter'), \`labels.showMore\` ('Visa fler'), \`labels.showLess\` ('Visa färre'); facet labels ('Varumärke') come from search.`,
      },
    },
  },
  args: { facets, labels, onToggle: fn(), onClear: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof FacetFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Filtrera' })).toBeVisible();
    const brands = checkboxGroup(canvas, 'Varumärke');
    const hager = within(brands).getByRole('checkbox', { name: /Hager/ });
    await userEvent.click(hager);
    await expect(args.onToggle).toHaveBeenCalledWith('brand', 'Hager', true);
    await expect(hager).toBeChecked();
    // The count is part of the value's name.
    await expect(within(brands).getByRole('checkbox', { name: 'ABB 412' })).toBeInTheDocument();
    await userEvent.click(hager);
    await expect(args.onToggle).toHaveBeenLastCalledWith('brand', 'Hager', false);
  },
};

export const ShowMore: Story = {
  play: async ({ canvas, userEvent }) => {
    const brands = checkboxGroup(canvas, 'Varumärke');
    await expect(within(brands).getAllByRole('checkbox')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Visa fler' }));
    await expect(within(brands).getAllByRole('checkbox')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Visa färre' }));
    await expect(within(brands).getAllByRole('checkbox')).toHaveLength(8);
  },
};

export const Disclosure: Story = {
  play: async ({ canvas, userEvent }) => {
    // The first three facets start open, the rest closed.
    const closed = canvas.getByRole('button', { name: 'Märkspänning' });
    await expect(closed).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(closed);
    await expect(closed).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(checkboxGroup(canvas, 'Märkspänning')).getByRole('checkbox', { name: /230 V/ }),
    ).toBeVisible();
    const open = canvas.getByRole('button', { name: 'Färg' });
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithSelection: Story = {
  args: {
    facets: [
      facet(
        'brand',
        'Varumärke',
        [
          ['ABB', 412],
          ['Schneider Electric', 388],
          ['Hager', 201],
          ['Nexans', 156],
          ['Draka', 97],
          ['Gelia', 64],
          ['Malmbergs', 52],
          ['Elko', 41],
          ['Busch-Jaeger', 18],
        ],
        ['ABB', 'Busch-Jaeger'],
      ),
      facet('voltage', 'Märkspänning', [['230 V', 12]], ['230 V']),
    ],
    openCount: 0,
  },
  play: async ({ canvas, args, userEvent }) => {
    // A selected value past the fold shows the whole list; a facet with a selection starts open.
    await expect(canvas.getByRole('checkbox', { name: /Busch-Jaeger/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /230 V/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Rensa filter' }));
    await expect(args.onClear).toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Rensa filter' })).toBeNull());
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Varumärke' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /ABB/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith('brand', 'ABB', true);
  },
};

export const Empty: Story = {
  args: { facets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const LongSwedishWords: Story = {
  args: {
    labels: {
      heading: 'Filtreringsalternativ',
      clear: 'Återställ samtliga sökfilter',
      showMore: 'Visa ytterligare tillverkare',
      showLess: 'Visa färre tillverkare',
    },
    facets: [
      facet(
        'application',
        'Användningsområdesklassificering',
        [
          ['Byggarbetsplatselcentraler', 31],
          ['Laddinfrastrukturinstallationer', 12],
          ['Fastighetsautomationssystem', 7],
        ],
        ['Laddinfrastrukturinstallationer'],
      ),
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};
