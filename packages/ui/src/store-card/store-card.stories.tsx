import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoreCard, telHref } from './store-card';

const labels = { phone: 'Telefon', email: 'E-post', openingHours: 'Öppettider', show: 'Visa butik' };

const meta = {
  title: 'Components/StoreCard',
  component: StoreCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A store: its name (a heading link to the store page), address, a phone link that dials, an e-mail link, the opening hours as a description list and a link to the store page.

**Not for:** a delivery address (use \`AddressCard\`) or a person to contact from content (use \`CmsContactCards\`).

**States:** with or without opening hours (the list is left out when empty); heading level 2 (store list) or 3 (inside a titled section).

**Keyboard:** Tab goes through the name link, phone link, e-mail link and the store-page link; Enter follows one.

**Accessible name:** the heading by \`name\`; the phone and e-mail links by the number and address; the last link by \`labels.show\` plus the store's name (hidden), so the links of a list differ.

**Swedish texts:** \`labels.phone\` ('Telefon'), \`labels.email\` ('E-post'), \`labels.openingHours\` ('Öppettider'), \`labels.show\` ('Visa butik'); hours ('Mån–fre', '06.30–17.00', 'Stängt').`,
      },
    },
  },
  args: {
    name: 'Bygghandeln Solna',
    href: '/butiker/solna',
    address: 'Industrivägen 12',
    postalCode: '171 48',
    city: 'Solna',
    phone: '08-123 45 67',
    email: 'solna@bygghandeln.example',
    openingHours: [
      { day: 'Mån–fre', hours: '06.30–17.00' },
      { day: 'Lör', hours: '09.00–13.00' },
      { day: 'Sön', hours: 'Stängt' },
    ],
    labels,
  },
  // One card at the width a list column has.
  decorators: [
    (Story, { parameters }) => (parameters.list ? Story() : <div style={{ maxWidth: 340 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof StoreCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    const heading = within(article).getByRole('heading', { level: 2, name: 'Bygghandeln Solna' });
    await expect(within(heading).getByRole('link')).toHaveAttribute('href', '/butiker/solna');
    await expect(canvas.getByRole('link', { name: '08-123 45 67' })).toHaveAttribute('href', 'tel:081234567');
    await expect(canvas.getByRole('link', { name: 'solna@bygghandeln.example' })).toHaveAttribute(
      'href',
      'mailto:solna@bygghandeln.example',
    );
    await expect(canvas.getByRole('link', { name: 'Visa butik Bygghandeln Solna' })).toHaveAttribute(
      'href',
      '/butiker/solna',
    );
    // Opening hours: day as term, hours as its description.
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((t) => t.textContent)).toEqual(['Mån–fre', 'Lör', 'Sön']);
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('06.30–17.00');
    await expect(telHref('+46 8-123 45 67')).toBe('tel:+4681234567');
  },
};

export const NoOpeningHours: Story = {
  args: { openingHours: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Öppettider')).toBeNull();
  },
};

export const Level3Heading: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Bygghandeln Solna' })).toBeVisible();
  },
};

export const LongSwedishWords: Story = {
  args: {
    name: 'Bygghandeln Proffscenter Upplands-Väsby Industriområde',
    address: 'Kvarnbäcksvägen 114, Mälardalsinfartsterminalen',
    city: 'Upplands Väsby',
    email: 'upplandsvasby.proffscenter.kundtjanst@bygghandeln.example',
    openingHours: [
      { day: 'Måndag–fredag', hours: '06.00–18.00' },
      { day: 'Midsommarafton', hours: 'Stängt' },
      { day: 'Trettondagsafton', hours: '07.00–12.00' },
    ],
    labels: { ...labels, openingHours: 'Öppettider under helgdagsperioden', show: 'Visa butiksinformation' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
};

/** Several stores in a row, as the store list shows them. */
export const List: Story = {
  render: (args) => (
    <ul
      aria-label="Butiker"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
        gap: 12,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {['Solna', 'Kungens Kurva', 'Arlandastad'].map((city) => (
        <li key={city}>
          <StoreCard
            {...args}
            name={`Bygghandeln ${city}`}
            city={city}
            href={`/butiker/${city.toLowerCase()}`}
          />
        </li>
      ))}
    </ul>
  ),
  parameters: { list: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};
