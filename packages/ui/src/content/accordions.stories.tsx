import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsAccordions } from './accordions';
import { accordions, contentLabels, LONG_WORD } from './fixtures';

const meta = {
  title: 'Content/CmsAccordions',
  component: CmsAccordions,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section of accordions (FAQ, 'Vanliga frågor'): each item a disclosure, a heading holding a button that opens its panel of rich text; several may be open at once. Closed panels stay findable with the browser's find-in-page.

**Not for:** search filters (use \`FacetFilters\`) or content that everyone must read (use \`CmsTextBlock\`).

**States:** all closed at first; any number open; section title or none; nothing but the title without items.

**Keyboard:** Tab goes through the item buttons; Enter or Space opens or closes a panel; Tab continues into an open panel's links.

**Accessible name:** each button by the item's title, inside a heading one level below the section's title.

**Swedish texts:** none of its own: titles and bodies come from the content service ('Vanliga frågor', 'Hur lång är leveranstiden?').`,
      },
    },
  },
  args: { section: accordions, labels: contentLabels },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CmsAccordions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardExpand: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'Hur lång är leveranstiden?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Beställ före 14 så levererar vi nästa vardag.')).not.toBeVisible();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Beställ före 14 så levererar vi nästa vardag.')).toBeVisible();
    // Several may be open: Space on the second leaves the first open.
    await userEvent.tab();
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: 'Kan jag handla på faktura?' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Ansök här' })).toHaveAttribute(
      'href',
      '/kundservice/ansok',
    );
    // Items are headings one level below the section's title.
    await expect(canvas.getByRole('heading', { level: 3, name: `Vad innebär ${LONG_WORD}?` })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { section: { ...accordions, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
