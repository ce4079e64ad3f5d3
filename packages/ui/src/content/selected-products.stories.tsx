import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsSelectedProducts } from './blocks';
import { contentLabels, selectedProducts } from './fixtures';

const meta = {
  title: 'Content/CmsSelectedProducts',
  component: CmsSelectedProducts,
  args: { section: selectedProducts, labels: contentLabels },
} satisfies Meta<typeof CmsSelectedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app renders the product list; the section gives it its title. */
export const WithProducts: Story = {
  args: {
    children: (
      <ul aria-label="Produkter">
        {selectedProducts.articleNumbers.map((number) => (
          <li key={number}>Artikel {number}</li>
        ))}
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Populärt hos proffsen' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const WithoutTitle: Story = {
  args: { section: { ...selectedProducts, title: null }, children: <p>Produktlistan</p> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
