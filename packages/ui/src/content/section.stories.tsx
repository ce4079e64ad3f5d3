import type { Section } from '@shop/cms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contentLabels, randomBanners, selectedProducts, textBlock } from './fixtures';
import { CmsSection } from './sections';

const meta = {
  title: 'Content/CmsSection',
  component: CmsSection,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `One content section of any kind, drawn by its kind's component (\`CmsTextBlock\`, \`CmsVideo\`, …) and wrapped in \`data-section-kind="<kind>"\` for styling and tests. A kind this version does not know renders nothing, so a new content type never breaks a page.

**Not for:** a page's list of sections (use \`CmsSections\`, which calls this for each) or a section whose kind is known in code (use its component directly).

**States:** every kind of the content layer; SelectedProducts needs \`render.selectedProducts\` (without it: nothing); AccountApplication shows \`render.form\` for its form id; RandomBanners shows the item \`randomChoice\` points at; unknown kind: nothing.

**Keyboard:** that of the section it draws.

**Accessible name:** none of its own; the section is found by its heading (\`headingLevel\`, default 2).

**Swedish texts:** \`labels\` (\`ContentLabels\`): \`readMore\` ('Läs mer'), \`newTab\` ('(öppnas i ny flik)'), \`phone\` ('Telefon'), \`email\` ('E-post'), \`playVideo\` ('Spela upp video'), \`video\` ('Video'); the section's own words come from the content service.`,
      },
    },
  },
  args: { section: textBlock, labels: contentLabels },
  decorators: [(Story) => <div style={{ maxWidth: 1200 }}>{Story()}</div>],
} satisfies Meta<typeof CmsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text block, drawn by its kind and wrapped with it. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Om oss' });
    await expect(heading.closest('[data-section-kind]')).toHaveAttribute('data-section-kind', 'TextBlock');
    await expect(canvasElement.querySelectorAll('[data-section-kind]')).toHaveLength(1);
  },
};

/** The random banner is the one the caller drew. */
export const RandomChoice: Story = {
  args: { section: randomBanners, randomChoice: 1 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Gratis frakt på rör och kopplingar' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByText('Månadens verktyg: borrmaskin')).toBeNull();
  },
};

/** Selected products are the app's to draw: with its renderer the list sits under the title. */
export const SelectedProductsFromTheApp: Story = {
  args: {
    section: selectedProducts,
    render: {
      selectedProducts: (section) => (
        <ul aria-label="Produkter">
          {section.articleNumbers.map((number) => (
            <li key={number}>Artikel {number}</li>
          ))}
        </ul>
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Populärt hos proffsen' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Produkter' })).toBeInTheDocument();
  },
};

/** A kind this version does not know leaves no trace. */
export const UnknownKind: Story = {
  args: { section: { kind: 'Carousel', id: 'x' } as unknown as Section },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-section-kind]')).toBeNull();
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
