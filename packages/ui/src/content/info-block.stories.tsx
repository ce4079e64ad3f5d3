import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsInfoBlock } from './blocks';
import { contentLabels, infoBlock, shortText } from './fixtures';

const meta = {
  title: 'Content/CmsInfoBlock',
  component: CmsInfoBlock,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section boxed on a tint: a title with an optional decorative icon and rich text. For a fact that should stand out ('Bra att veta om leveranser').

**Not for:** a message about the customer's action (use \`Alert\`) or the site-wide alert (use \`AlertBanner\`).

**States:** with or without icon; background from the content service (default tint).

**Keyboard:** only the links in the text.

**Accessible name:** the title is a heading (\`headingLevel\`, default 2); the icon is decorative.

**Swedish texts:** none of its own: everything comes from the content service.`,
      },
    },
  },
  args: { section: infoBlock, labels: contentLabels },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CmsInfoBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Bra att veta om leveranser' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /överraskning/ })).toBeNull();
  },
};

export const BrandBackground: Story = {
  args: { section: { ...infoBlock, backgroundColor: 'brand', icon: null, text: shortText } },
};

export const WithoutText: Story = {
  args: { section: { ...infoBlock, text: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Bra att veta om leveranser' })).toBeVisible();
  },
};
