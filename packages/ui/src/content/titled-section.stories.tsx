import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HOSTILE_URL, images } from './fixtures';
import { CmsTitledSection } from './titled-section';

const meta = {
  title: 'Content/CmsTitledSection',
  component: CmsTitledSection,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A section of a content page that the content service titles and the app fills, such as a page's categories (\`categorySectionTitle\` with its \`categorySectionIcon\`): the title as an \`h2\` with the editor's icon beside it.

**Not for:** the content service's own sections (use \`CmsSections\`).

**States:** with or without an icon; an icon whose URL is refused is left out.

**Keyboard:** none of its own.

**Accessible name:** a region named by its title (\`aria-labelledby\`); the icon is decorative.

**Swedish texts:** none of its own: the title comes from the content service (or the app's fallback).`,
      },
    },
  },
  args: {
    title: 'Relaterade kategorier',
    icon: images.icon,
    headingId: 'story-categories',
    children: <p>Elinstallation · VVS · Verktyg</p>,
  },
} satisfies Meta<typeof CmsTitledSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcon: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Relaterade kategorier' });
    await expect(section).toHaveTextContent('Elinstallation');
    const heading = canvas.getByRole('heading', { level: 2, name: 'Relaterade kategorier' });
    await expect(heading.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const WithoutIcon: Story = {
  args: { icon: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 }).querySelector('img')).toBeNull();
  },
};

export const RefusedIconUrl: Story = {
  args: { icon: { ...images.icon, url: HOSTILE_URL } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Relaterade kategorier' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
