import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceSummary } from './price-summary';

const meta = {
  title: 'Components/PriceSummary',
  component: PriceSummary,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The foot of the cart and the checkout steps: the order's sum ('1 234,50 kr'), with \`vat\` also the VAT and the total including VAT as a description list, and the actions that lead on (right-aligned, wrapping on a phone).

**Not for:** a product's price (use \`Price\`) or a line's price (\`CartLine\`'s \`price\`).

**States:** sum only; sum, VAT and total (with \`vat\`); actions only (\`amount\` null: the session may not see prices).

**Keyboard:** only the actions the caller passes take focus.

**Accessible name:** none of its own; sums are read as terms and amounts.

**Swedish texts:** \`label\` ('Summa exkl. moms'), \`vat.vatLabel\` ('Moms'), \`vat.totalLabel\` ('Att betala inkl. moms'), the actions ('Till kassan').`,
      },
    },
  },
  args: {
    label: 'Summa exkl. moms:',
    amount: 12345.5,
    children: (
      <a className="shop-button" href="/delivery">
        Till kassan
      </a>
    ),
  },
} satisfies Meta<typeof PriceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSum: Story = {
  play: async ({ canvas }) => {
    // Swedish money: a narrow no-break space groups the thousands.
    await expect(canvas.getByText(/^Summa exkl\. moms:/)).toHaveTextContent(
      /^Summa exkl\. moms: 12\s345,50\skr$/,
    );
    await expect(canvas.getByRole('link', { name: 'Till kassan' })).toHaveAttribute('href', '/delivery');
  },
};

/** The session may not see prices: only the way on shows. */
export const PricesHidden: Story = {
  args: { amount: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Summa/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Till kassan' })).toBeVisible();
  },
};

/** The cart and the checkout: the sum, its VAT and what is paid, as three rows. */
export const WithVat: Story = {
  args: {
    label: 'Summa exkl. moms',
    amount: 12345.5,
    vat: { vat: 3086.38, total: 15431.88, vatLabel: 'Moms', totalLabel: 'Att betala inkl. moms' },
  },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Summa exkl. moms', 'Moms', 'Att betala inkl. moms']);
    // Swedish money, the thousands grouped by a (narrow) no-break space.
    const amounts = canvas
      .getAllByRole('definition')
      .map((amount) => amount.textContent?.replace(/\s/g, ' '));
    await expect(amounts).toEqual(['12 345,50 kr', '3 086,38 kr', '15 431,88 kr']);
  },
};
