import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { exampleQuantityRule } from '../../.storybook/example-quantity-rule';
import { CompactQuantityInput } from './compact-quantity-input';

const single = exampleQuantityRule(1);
const fivePack = exampleQuantityRule(5);
const halfMetres = exampleQuantityRule(0.5, 2);

const meta = {
  title: 'Components/CompactQuantityInput',
  component: CompactQuantityInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The quantity field of a long list (the cart's lines): Swedish number format ('12,5'), steppers by the order multiple, made of three native elements, because a cart renders hundreds. \`formatQuantity\` is its format as a function. It holds no quantity rule: \`parse\` reads the text, \`snap\` rounds every committed value (the app passes \`@shop/stock-rules\`).

**Not for:** a single quantity field on a product page or in a form (use \`QuantityInput\`, which has a visible label and error).

**States:** value shown; typing (only what can become a number is accepted); committed on blur or Enter (a value that is not a number or not above zero goes back); minus disabled at one step; \`isDisabled\`; \`decimals\` for metre and kilo articles.

**Keyboard:** Tab focuses the text field (the stepper buttons stay out of the tab order); Arrow Up/Down step like the buttons; Enter commits; Escape undoes what was typed.

**Accessible name:** the field by \`label\` (not shown: the row says what it is); the steppers by \`decrementLabel\`/\`incrementLabel\` followed by \`label\`.

**Swedish texts:** \`label\` ('Antal av Gipsskiva 13 mm'), \`decrementLabel\` ('Minska', default), \`incrementLabel\` ('Öka', default).`,
      },
    },
  },
  // `parse` and `snap` are the app's rule (stock-rules); the stories use a stand-in that rounds up.
  args: {
    label: 'Antal av Gipsskiva 13 mm',
    value: 4,
    onChange: fn(),
    parse: single.parse,
    snap: single.snap,
  },
  // A controlled field: the story keeps the value, as the cart line's owner does.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <CompactQuantityInput
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CompactQuantityInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Antal av Gipsskiva 13 mm' });
    await userEvent.click(canvas.getByRole('button', { name: 'Öka Antal av Gipsskiva 13 mm' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(input).toHaveValue('5');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('3');
    await userEvent.clear(input);
    await userEvent.type(input, '12{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
  },
};

/** Letters are not taken; an empty or zero quantity goes back to the last one. */
export const RefusesWhatIsNotAQuantity: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Antal av Gipsskiva 13 mm' });
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await expect(input).toHaveValue('');
    await userEvent.tab();
    await expect(input).toHaveValue('4');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('4');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Metre articles: a decimal comma (or point) in, a comma out. */
export const DecimalComma: Story = {
  args: {
    label: 'Antal av Kabel EKLK 3G1,5',
    value: 12.5,
    decimals: 2,
    orderMultiple: 0.5,
    parse: halfMetres.parse,
    snap: halfMetres.snap,
  },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Antal av Kabel EKLK 3G1,5' });
    await expect(input).toHaveValue('12,5');
    await userEvent.clear(input);
    await userEvent.type(input, '2,7');
    await userEvent.tab();
    // Rounded up to the order multiple of 0,5 by the given rule.
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(input).toHaveValue('3');
    await userEvent.clear(input);
    await userEvent.type(input, '1.5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1.5);
    await expect(input).toHaveValue('1,5');
  },
};

/**
 * Sold in fives: the steppers move by five, a typed 7 becomes what the rule
 * says (10 with the shop's round-up rule), and the minus stops at one multiple.
 */
export const OrderMultiple: Story = {
  args: { value: 5, orderMultiple: 5, parse: fivePack.parse, snap: fn(fivePack.snap) },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Antal av Gipsskiva 13 mm' });
    await expect(canvas.getByRole('button', { name: /^Minska/ })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await userEvent.tab();
    await expect(args.snap).toHaveBeenCalledWith(7);
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(input).toHaveValue('10');
    await userEvent.click(canvas.getByRole('button', { name: /^Minska/ }));
    await expect(input).toHaveValue('5');
    // Arrow Up from a typed 7 goes to the next multiple above it, not a whole step past it.
    await userEvent.clear(input);
    await userEvent.type(input, '7{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};
