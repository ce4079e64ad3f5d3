import type { Section } from '@shop/cms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DynamicFormView } from './dynamic-form';
import { allSections, applicationForm, contentLabels, formLabels } from './fixtures';
import { CmsSection, CmsSections, type SectionRenderers } from './sections';

const render: SectionRenderers = {
  selectedProducts: (section) => (
    <ul aria-label="Produkter">
      {section.articleNumbers.map((number) => (
        <li key={number}>Artikel {number}</li>
      ))}
    </ul>
  ),
  form: () => (
    <DynamicFormView
      form={applicationForm}
      labels={formLabels}
      headingLevel={3}
      onSubmit={() => Promise.resolve()}
    />
  ),
};

const meta = {
  title: 'Content/CmsSections',
  component: CmsSections,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A page's content sections in the editor's order: each section is drawn by its kind's component (\`CmsSection\` for one), wrapped in \`data-section-kind\`. An unknown kind renders nothing, so new content types never break a page.

**Not for:** a single known section (use its component, e.g. \`CmsTextBlock\`) or the page's hero (use \`CmsHero\`).

**States:** every kind; \`render.selectedProducts\` and \`render.form\` are the app's (live prices, the dynamic form): without them those sections are left out or show no form; \`randomChoices\` picks each RandomBanners item.

**Keyboard:** that of the sections it holds.

**Accessible name:** none of its own; each section is found by its heading (level \`headingLevel\`, default 2).

**Swedish texts:** \`labels\` (\`ContentLabels\`): \`readMore\` ('Läs mer'), \`newTab\` ('(öppnas i ny flik)'), \`phone\` ('Telefon'), \`email\` ('E-post'), \`playVideo\` ('Spela upp video'), \`video\` ('Video').`,
      },
    },
  },
  args: { sections: allSections, labels: contentLabels, render, randomChoices: { random: 1 } },
  decorators: [(Story) => <div style={{ maxWidth: 1200 }}>{Story()}</div>],
} satisfies Meta<typeof CmsSections>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvas }) => {
  // Every kind renders: each titled section shows its title as an h2.
  for (const name of [
    'Proffsservice',
    'Aktuellt just nu',
    'Kampanjer',
    'Inspiration och guider',
    'Populärt hos proffsen',
    'Vårt sortiment',
    'Tjänster',
    'Ansök om företagskonto',
    'Kontakta oss',
    'Från våra kunders projekt',
    'Nya butiken i Solna',
    'Bra att veta om leveranser',
    'Hämta i butik på 30 minuter',
    'Om oss',
    'Så monterar du takfotsplåt',
    'Vanliga frågor',
  ]) {
    await expect(canvas.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  // The random banner is the one the caller chose.
  await expect(
    canvas.getByRole('heading', { name: 'Gratis frakt på rör och kopplingar' }),
  ).toBeInTheDocument();
  await expect(canvas.queryByText('Månadens verktyg: borrmaskin')).toBeNull();
  // The app's renderers: the product list and the form.
  await expect(canvas.getByRole('list', { name: 'Produkter' })).toBeInTheDocument();
  await expect(canvas.getByRole('form', { name: 'Ansök om konto' })).toBeInTheDocument();
};

export const AllKinds: Story = { play };

/** Every kind in each of the other brands. */
export const AllKindsKonr: Story = { globals: { brand: 'konr' }, play };
export const AllKindsKasp: Story = { globals: { brand: 'kasp' }, play };
export const AllKindsOpti: Story = { globals: { brand: 'opti' }, play };

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};

export const WithoutRenderers: Story = {
  args: { render: undefined },
  play: async ({ canvas }) => {
    // Selected products need the app's list: without it the section is left out.
    await expect(canvas.queryByRole('heading', { name: 'Populärt hos proffsen' })).toBeNull();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Ansök om företagskonto' })).toBeVisible();
  },
};

export const UnknownKindRendersNothing: Story = {
  render: () => (
    <CmsSection section={{ kind: 'Carousel', id: 'x' } as unknown as Section} labels={contentLabels} />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
