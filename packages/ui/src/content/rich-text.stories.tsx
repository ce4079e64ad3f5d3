import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fullText, shortText, styledButtons } from './fixtures';
import { CmsRichText } from './rich-text';

const meta = {
  title: 'Content/CmsRichText',
  component: CmsRichText,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Rich text from the content service in the shop's look: paragraphs, headings, lists, links (external ones open a new tab), embedded buttons as button-looking links, and lazy images with their size. \`RichText\` of \`@shop/cms/react\` does the safe part: an unsafe link stays text.

**Not for:** text written in code (write plain elements) or a titled section (use \`CmsTextBlock\`).

**States:** any content of the model; nothing rendered for a missing value.

**Keyboard:** Tab goes through its links; Enter follows.

**Accessible name:** none of its own; links by their text, images by their description.

**Swedish texts:** none of its own: everything comes from the content service.`,
      },
    },
  },
  args: { value: fullText },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CmsRichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryNode: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Så handlar du som företagskund' }),
    ).toBeVisible();
    // A relative link stays in the tab (and follows the router).
    const internal = canvas.getByRole('link', { name: 'leveranser och frakt' });
    await expect(internal).toHaveAttribute('href', '/kundservice/leverans');
    await expect(internal).not.toHaveAttribute('target');
    // Another site opens in a new tab without handing over the opener.
    const external = canvas.getByRole('link', { name: 'Boverket' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // A javascript: link is text, never a link.
    await expect(canvas.getByText(/klicka här för en överraskning/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /överraskning/ })).toBeNull();
    // Embedded buttons are links that look like buttons.
    const apply = canvas.getByRole('link', { name: 'Ansök om konto' });
    await expect(apply).toHaveAttribute('href', '/kundservice/ansok');
    await expect(apply).toHaveAttribute('data-appearance', 'button');
    await expect(canvas.getByRole('link', { name: 'Läs villkoren' })).toHaveAttribute(
      'data-appearance',
      'secondary-button',
    );
    const image = canvas.getByRole('img', { name: 'Kund hämtar beställt material vid utlämningen' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '800');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Short: Story = {
  args: { value: shortText },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Vi svarar vardagar/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.shop-rich-text')).toBeNull();
  },
};

/** Buttons as the editor set them up: size, shape and icon; a refused URL stays plain words. */
export const StyledButtons: Story = {
  args: { value: styledButtons },
  play: async ({ canvas }) => {
    const call = canvas.getByRole('link', { name: 'Ring kundservice' });
    await expect(call).toHaveAttribute('data-size', 'sm');
    await expect(call).toHaveAttribute('data-shape', 'square');
    await expect(call.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const apply = canvas.getByRole('link', { name: 'Ansök om konto' });
    await expect(apply).toHaveAttribute('data-size', 'lg');
    await expect(apply).toHaveAttribute('data-shape', 'pill');
    // The arrow points onwards, after the words.
    await expect(apply.lastElementChild?.tagName.toLowerCase()).toBe('svg');
    // A javascript: URL is no link and no button; an icon name the shop does not know draws nothing.
    await expect(canvas.queryByRole('link', { name: 'Klicka här' })).toBeNull();
    await expect(canvas.getByText('Klicka här').querySelector('svg')).toBeNull();
  },
};
