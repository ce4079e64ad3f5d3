import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsServiceCards } from './blocks';
import { contentLabels, serviceCards } from './fixtures';

const meta = {
  title: 'Content/CmsServiceCards',
  component: CmsServiceCards,
  args: { section: serviceCards, labels: contentLabels },
} satisfies Meta<typeof CmsServiceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Kranbilsleverans' })).toHaveAttribute(
      'href',
      '/tjanster/kranbil',
    );
    await expect(canvas.getByRole('link', { name: 'Maskinuthyrning (öppnas i ny flik)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'Rådgivning' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Rådgivning' })).toBeNull();
  },
};

export const Level3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Tjänster' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Rådgivning' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { section: { ...serviceCards, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
