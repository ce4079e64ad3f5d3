import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsContactCards } from './blocks';
import { contactCards, contentLabels } from './fixtures';

const meta = {
  title: 'Content/CmsContactCards',
  component: CmsContactCards,
  args: { section: contactCards, labels: contentLabels },
} satisfies Meta<typeof CmsContactCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Anna Lindqvist' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '08-123 45 67' })).toHaveAttribute('href', 'tel:081234567');
    await expect(canvas.getByRole('link', { name: '+46 8-765 43 21' })).toHaveAttribute(
      'href',
      'tel:+4687654321',
    );
    await expect(canvas.getByRole('link', { name: 'erik@bygghandeln.example' })).toHaveAttribute(
      'href',
      'mailto:erik@bygghandeln.example',
    );
    await expect(canvas.getAllByText('Telefon')).toHaveLength(2);
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};

export const Empty: Story = {
  args: { section: { ...contactCards, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
