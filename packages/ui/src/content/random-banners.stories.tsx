import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsRandomBanners } from './banners';
import { contentLabels, randomBanners } from './fixtures';

const meta = {
  title: 'Content/CmsRandomBanners',
  component: CmsRandomBanners,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section that shows one of its banners: exactly the item \`choice\` points at. The caller draws it on the server (\`pickRandomIndex\`), so server and browser show the same one.

**Not for:** showing every banner (use \`CmsSubBanners\` or \`CmsMarketingBanners\`).

**States:** the chosen banner (an out-of-range \`choice\` shows the first); with or without pre-title, text, image and link; nothing without items.

**Keyboard:** Tab reaches the button-looking link; Enter follows.

**Accessible name:** the banner is found by its heading; the link by the editor's button text, or 'Läs mer' plus the title.

**Swedish texts:** \`labels.readMore\` ('Läs mer'), \`labels.newTab\` ('(öppnas i ny flik)'); the rest comes from the content service.`,
      },
    },
  },
  args: { section: randomBanners, labels: contentLabels },
} satisfies Meta<typeof CmsRandomBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstByDefault: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Månadens verktyg: borrmaskin' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se erbjudandet' })).toHaveAttribute(
      'href',
      '/kampanjer/verktyg',
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

export const ChosenItemOnly: Story = {
  args: { choice: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Gratis frakt på rör och kopplingar' })).toBeVisible();
    await expect(canvas.queryByText('Månadens verktyg: borrmaskin')).toBeNull();
    await expect(canvas.queryByText('Kurs i våtrumsarbete')).toBeNull();
    // No button text: 'Läs mer' with the banner's title.
    await expect(
      canvas.getByRole('link', { name: 'Läs mer Gratis frakt på rör och kopplingar' }),
    ).toHaveAttribute('href', '/kampanjer/ror');
  },
};

export const ExternalWithoutImage: Story = {
  args: { choice: 2 },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Anmäl dig (öppnas i ny flik)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const ChoiceOutOfRange: Story = {
  args: { choice: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Månadens verktyg: borrmaskin' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { section: { ...randomBanners, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
