import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceSummary } from './price-summary';

const meta = {
  title: 'Components/PriceSummary',
  component: PriceSummary,
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
