import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsSelectedProducts } from './blocks';
import { contentLabels, selectedProducts } from './fixtures';

const meta = {
  title: 'Content/CmsSelectedProducts',
  component: CmsSelectedProducts,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section of selected products: the section's title above the product list the app renders (ui fetches nothing, so the products come in as \`children\`, usually a \`ProductGrid\` with live prices).

**Not for:** a search result (use \`ProductGrid\` directly).

**States:** title and list; without \`children\` only the title (through \`CmsSections\` the section is left out without the app's renderer).

**Keyboard:** that of the products it holds.

**Accessible name:** the title is a heading (\`headingLevel\`, default 2); the list names itself (\`ProductGrid\`'s \`label\`).

**Swedish texts:** none of its own: the title comes from the content service ('Populärt hos proffsen').`,
      },
    },
  },
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
