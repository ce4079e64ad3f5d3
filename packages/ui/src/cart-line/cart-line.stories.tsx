import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { exampleQuantityRule } from '../../.storybook/example-quantity-rule';
import { Price } from '../price/price';
import { CartLine } from './cart-line';

const single = exampleQuantityRule(1);
const metres = exampleQuantityRule(0.1, 2);

const priceLabels = { askForPrice: 'Pris på förfrågan', previous: 'Ordinarie pris' };

const meta = {
  title: 'Components/CartLine',
  component: CartLine,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `One line of the cart (an \`li\`): the article (a link to its page) and its number, the quantity, the line price and a remove button; optionally a selection checkbox and the line's own label. Native elements only, since a cart renders hundreds of lines.

**Not for:** a product in a list or grid (use \`ProductCard\`) or a single quantity field (use \`QuantityInput\`). Put it in a \`DeliveryGroup\` or another list.

**States:** plain; with \`selection\` (checkbox for batch actions); with \`lineLabel\` (a text field, committed on blur or Enter); needs action (\`problem\`: bold text, detail and a one-click fix as a button or a link); failed update (\`error\`, \`role="alert"\`); without price (session may not see prices).

**Keyboard:** Tab goes through the checkbox, the article link, the label field, the quantity field, the remove button and the fix. In the quantity field Arrow Up/Down step, Enter commits, Escape undoes typing (the stepper buttons stay out of the tab order). In the label field Enter commits, Escape goes back.

**Accessible name:** the quantity field by \`quantityLabel\`; the remove button by \`removeLabel\` plus the line's name (hidden); the label field by \`lineLabel.label\`, \`joiner\` and the name; the checkbox by \`selection.label\`.

**Swedish texts:** \`articleNumberLabel\` ('Art.nr'), \`quantityLabel\` ('Antal av Gipsskiva 13 mm'), \`removeLabel\` ('Ta bort'), \`lineLabel.label\`/\`joiner\` ('Märkning', 'för'), \`problem.text\` ('Det finns bara 3 i lager.'), \`error\`.`,
      },
    },
  },
  args: {
    name: 'Gipsskiva Gyproc 13 mm',
    href: '/produkt/gipsskiva-gyproc-13',
    articleNumber: '1000013',
    articleNumberLabel: 'Art.nr',
    quantity: 10,
    onQuantityChange: fn(),
    quantityLabel: 'Antal av Gipsskiva Gyproc 13 mm',
    // The app's quantity rule (stock-rules); the stories use a stand-in that rounds up.
    parseQuantity: single.parse,
    snapQuantity: single.snap,
    price: <Price amount={1249} labels={priceLabels} />,
    onRemove: fn(),
    removeLabel: 'Ta bort',
  },
  // A cart line is a list item: the stories put it in the list a delivery has.
  decorators: [
    (Story) => (
      <ul aria-label="Varukorg" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {Story()}
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoAction: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const line = canvas.getByRole('listitem');
    await expect(within(line).getByRole('link', { name: 'Gipsskiva Gyproc 13 mm' })).toHaveAttribute(
      'href',
      '/produkt/gipsskiva-gyproc-13',
    );
    await expect(line).toHaveTextContent('Art.nr 1000013');
    await expect(line).toHaveTextContent(/1\s249,00\skr/);
    const quantity = within(line).getByRole('textbox', { name: 'Antal av Gipsskiva Gyproc 13 mm' });
    await expect(quantity).toHaveValue('10');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '7');
    await userEvent.tab();
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(within(line).getByRole('button', { name: 'Ta bort Gipsskiva Gyproc 13 mm' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** More than the stock holds: the fix sets the quantity the stock allows. */
export const UpdateQuantity: Story = {
  render: function Render(args) {
    const [quantity, setQuantity] = useState(args.quantity);
    const change = (next: number) => {
      setQuantity(next);
      args.onQuantityChange(next);
    };
    return (
      <CartLine
        {...args}
        quantity={quantity}
        onQuantityChange={change}
        problem={
          quantity > 3
            ? { text: 'Det finns bara 3 i lager.', fix: { label: 'Ändra till 3', onPress: () => change(3) } }
            : undefined
        }
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    const line = canvas.getByRole('listitem');
    await expect(line).toHaveTextContent('Det finns bara 3 i lager.');
    await userEvent.click(within(line).getByRole('button', { name: 'Ändra till 3' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
    await expect(within(line).getByRole('textbox', { name: /^Antal av/ })).toHaveValue('3');
    await expect(line).not.toHaveTextContent('Det finns bara');
  },
};

/** Discontinued and not in stock in that quantity: a link to the replacement article. */
export const NeedsReplacement: Story = {
  args: {
    problem: {
      text: 'Artikeln har utgått och finns inte i lager i den mängden.',
      fix: { label: 'Visa ersättningsartikeln Gipsskiva Knauf 13 mm', href: '/produkt/gipsskiva-knauf-13' },
    },
  },
  play: async ({ canvas }) => {
    const line = canvas.getByRole('listitem');
    await expect(line).toHaveTextContent('Artikeln har utgått och finns inte i lager i den mängden.');
    await expect(
      within(line).getByRole('link', { name: 'Visa ersättningsartikeln Gipsskiva Knauf 13 mm' }),
    ).toHaveAttribute('href', '/produkt/gipsskiva-knauf-13');
    await expect(within(line).queryByRole('button', { name: /^Ändra/ })).toBeNull();
  },
};

/** The delivery cannot take the line: text only, no one-click fix. */
export const ActivateDelivery: Story = {
  args: {
    problem: {
      text: 'Artikeln kan inte skickas med express.',
      detail: 'Flytta raden till ett annat leveranssätt eller ta bort den.',
    },
  },
  play: async ({ canvas }) => {
    const line = canvas.getByRole('listitem');
    await expect(within(line).getByText('Artikeln kan inte skickas med express.').tagName).toBe('STRONG');
    await expect(line).toHaveTextContent('Flytta raden till ett annat leveranssätt eller ta bort den.');
    // Only the line's own link, quantity steppers and remove button: nothing to press in the message.
    await expect(within(line).getAllByRole('link')).toHaveLength(1);
    await expect(
      within(line)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['−', '+', 'Ta bort Gipsskiva Gyproc 13 mm']);
  },
};

/** The article lacks what an order needs (no product page): the name is plain text. */
export const MissingOrderInformation: Story = {
  args: {
    name: '1000099',
    href: undefined,
    articleNumber: '1000099',
    quantityLabel: 'Antal av 1000099',
    price: undefined,
    problem: { text: 'Artikeln saknar uppgifter och kan inte beställas.' },
  },
  play: async ({ canvas }) => {
    const line = canvas.getByRole('listitem');
    await expect(within(line).queryByRole('link')).toBeNull();
    await expect(line).toHaveTextContent('Artikeln saknar uppgifter och kan inte beställas.');
    await expect(within(line).getByRole('button', { name: 'Ta bort 1000099' })).toBeVisible();
  },
};

/** Metre articles take a decimal comma; the unit follows the field. */
export const DecimalQuantity: Story = {
  args: {
    name: 'Kabel EKLK 3G1,5',
    quantityLabel: 'Antal av Kabel EKLK 3G1,5',
    quantity: 12.5,
    decimals: 2,
    orderMultiple: 0.1,
    parseQuantity: metres.parse,
    snapQuantity: metres.snap,
    unit: 'm',
  },
  play: async ({ canvas, args, userEvent }) => {
    const quantity = canvas.getByRole('textbox', { name: 'Antal av Kabel EKLK 3G1,5' });
    await expect(quantity).toHaveValue('12,5');
    await expect(canvas.getByText('m')).toBeVisible();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2,5');
    await userEvent.tab();
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(2.5);
  },
};

/** A failed update is announced in the line. */
export const WithError: Story = {
  args: { error: 'Ett fel uppstod: raden kunde inte uppdateras. Försök igen senare.' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('listitem')).getByRole('alert')).toHaveTextContent(
      'Ett fel uppstod: raden kunde inte uppdateras. Försök igen senare.',
    );
  },
};

/** The line's own label (job site, room) and a checkbox for batch actions. */
export const LabelAndSelection: Story = {
  args: {
    lineLabel: { value: 'Bod 3', onChange: fn(), label: 'Märkning', joiner: 'för' },
    selection: { label: 'Välj Gipsskiva Gyproc 13 mm', isSelected: false, onChange: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    const line = canvas.getByRole('listitem');
    const label = within(line).getByRole('textbox', { name: 'Märkning för Gipsskiva Gyproc 13 mm' });
    await expect(label).toHaveValue('Bod 3');
    await userEvent.clear(label);
    await userEvent.type(label, 'Plan 2{Enter}');
    await expect(args.lineLabel?.onChange).toHaveBeenLastCalledWith('Plan 2');
    // Escape gives back what was there; an emptied label is removed (null).
    await userEvent.type(label, ' trapphus{Escape}');
    await expect(label).toHaveValue('Bod 3');
    await userEvent.clear(label);
    await userEvent.tab();
    await expect(args.lineLabel?.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(within(line).getByRole('checkbox', { name: 'Välj Gipsskiva Gyproc 13 mm' }));
    await expect(args.selection?.onChange).toHaveBeenCalledWith(true);
  },
};
