import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { VariantSelector, type VariantSelectorProps } from './variant-selector';

const dimensions = ['3G1,5', '3G2,5', '4G1,5', '5G1,5', '5G2,5', '5G4', '5G6'].map((label) => ({
  value: label.toLowerCase().replace(',', ''),
  label,
  href: `/produkt/eklk-${label.toLowerCase().replace(',', '')}`,
  disabled: label === '5G6',
}));

/** The caller owns the value (the storefront navigates to the variant's page). */
function Controlled(props: VariantSelectorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <VariantSelector
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/VariantSelector',
  component: VariantSelector,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The choice between a product's variants (dimension, length, colour): a react-aria radio group drawn as chips, or a \`SortSelect\` past \`maxChips\` (12) options. Controlled: \`onChange\` gets the value; the caller looks up its \`href\` and navigates to the variant's page.

**Not for:** filtering a result list (use \`FacetFilters\`) or a form's field (use \`SelectField\`).

**States:** a chosen chip; disabled variants (expired, blocked) shown, not choosable; more than \`maxChips\` options turn into a select.

**Keyboard:** Tab goes to the chosen chip; Arrow keys move to the next choosable chip and choose it. As a select: see \`SortSelect\`.

**Accessible name:** the group by the visible \`label\`; each chip by its \`label\`.

**Swedish texts:** \`label\` ('Dimension', 'Längd'); the options' labels ('3G1,5', '100 m').`,
      },
    },
  },
  args: { label: 'Dimension', options: dimensions, value: '3g15', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof VariantSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Dimension' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '3G1,5' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '5G2,5' }));
    await expect(args.onChange).toHaveBeenCalledWith('5g25');
    await expect(canvas.getByRole('radio', { name: '5G2,5' })).toBeChecked();
  },
};

export const Disabled: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const soldOut = canvas.getByRole('radio', { name: '5G6' });
    await expect(soldOut).toBeDisabled();
    await userEvent.click(canvas.getByText('5G6'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3G1,5' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3G2,5' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith('3g25');
  },
};

const lengths = Array.from({ length: 16 }, (_, i) => (i + 1) * 25).map((metres) => ({
  value: `${metres}m`,
  label: `${metres} m`,
  href: `/produkt/kopparror-15-${metres}m`,
}));

/** More than twelve: a select instead of chips. */
export const ManyOptions: Story = {
  args: { label: 'Längd', options: lengths, value: '100m' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    // The select's code loads when a product has this many variants: it arrives a moment later.
    const button = await canvas.findByRole('button', { name: /Längd/ });
    await expect(button).toHaveTextContent('100 m');
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('option', { name: '250 m' }));
    await expect(args.onChange).toHaveBeenCalledWith('250m');
  },
};

export const LongSwedishWords: Story = {
  args: {
    label: 'Utförandevariant',
    value: 'standard',
    options: [
      { value: 'standard', label: 'Standardutförande', href: '/p/standard' },
      { value: 'halogen', label: 'Halogenfritt brandskyddsklassat utförande', href: '/p/halogen' },
      { value: 'utomhus', label: 'Utomhusinstallationsanpassad', href: '/p/utomhus' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Standardutförande' })).toBeChecked();
  },
};
