import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ImageGallery } from './image-gallery';

/** Drawn stand-ins for product photos (stories run without a network). */
function photo(hue: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#fff"/><circle cx="200" cy="190" r="120" fill="none" stroke="hsl(${hue} 55% 40%)" stroke-width="36"/><circle cx="200" cy="190" r="50" fill="hsl(${hue} 55% 60%)"/><text x="200" y="370" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#333">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const images = [
  { url: photo(210, 'Framsida'), alt: 'Kabeltrumma med installationskabel, framifrån' },
  { url: photo(30, 'Sida'), alt: 'Kabeltrumma, sedd från sidan' },
  { url: photo(140, 'Märkning'), alt: 'Kabelns märkning i närbild' },
  { url: photo(280, 'Förpackning'), alt: 'Förpackningens etikett' },
];

const labels = {
  open: (n: number) => `Visa bild ${n} i större storlek`,
  dialog: 'Produktbilder',
  close: 'Stäng',
  previous: 'Föregående bild',
  next: 'Nästa bild',
  thumbnails: 'Välj bild',
};

const meta = {
  title: 'Components/ImageGallery',
  component: ImageGallery,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A product's images: the main image (a button that opens it large in a modal dialog) and a row of thumbnail toggle buttons to choose it.

**Not for:** content images (use \`CmsImageSingle\` or \`CmsImageSetOfThree\`) or a product's image in a list (that is \`ProductCard\`'s).

**States:** no images (a quiet placeholder keeps the layout); one image (no thumbnails, no paging); several (thumbnails, the chosen one pressed, counter '2 / 5' in the dialog); dialog open or closed.

**Keyboard:** Tab reaches the main image (Enter or Space opens it) and each thumbnail (Enter or Space shows it). In the dialog Arrow Left/Right page (wrapping), the previous/next buttons do the same, Escape closes and focus returns to the main image.

**Accessible name:** the main button by \`labels.open(n)\`; thumbnails by their image's \`alt\`; the thumbnail row by \`labels.thumbnails\`; the dialog by \`labels.dialog\`; its buttons by \`labels.close\`, \`labels.previous\`, \`labels.next\`.

**Swedish texts:** \`labels.open\` (n => \`Visa bild \${n} i större storlek\`), \`labels.dialog\` ('Produktbilder'), \`labels.close\` ('Stäng'), \`labels.previous\` ('Föregående bild'), \`labels.next\` ('Nästa bild'), \`labels.thumbnails\` ('Välj bild'); each image's \`alt\` ('Kabeltrumma, sedd från sidan').`,
      },
    },
  },
  args: { images, labels },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const main = canvas.getByRole('button', { name: /^Visa bild 1 i större storlek/ });
    await expect(within(main).getByRole('img')).toHaveAccessibleName(
      'Kabeltrumma med installationskabel, framifrån',
    );
    const thumbnails = canvas.getByRole('group', { name: 'Välj bild' });
    const second = within(thumbnails).getByRole('button', { name: 'Kabeltrumma, sedd från sidan' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /^Visa bild 2 i större storlek/ })).toBeVisible();
  },
};

export const OpenLarge: Story = {
  play: async ({ canvas, userEvent }) => {
    const main = canvas.getByRole('button', { name: /^Visa bild 1/ });
    await userEvent.click(main);
    const dialog = await screen.findByRole('dialog', { name: 'Produktbilder' });
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName(
      'Kabeltrumma med installationskabel, framifrån',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nästa bild' }));
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName('Kabeltrumma, sedd från sidan');
    await expect(within(dialog).getByText('2 / 4')).toBeVisible();
    // Arrow keys page too; previous from the first wraps to the last.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName('Förpackningens etikett');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus returns to the main image, which now shows the image last seen.
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Visa bild 4/ })).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Visa bild 1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Produktbilder' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('group', { name: 'Välj bild' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Visa bild 1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Produktbilder' });
    await expect(within(dialog).queryByRole('button', { name: 'Nästa bild' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const LongSwedishWords: Story = {
  args: {
    images: [
      { url: photo(20, 'Golvvärme'), alt: 'Golvvärmefördelningsrörsanslutningssats, monterad' },
      { url: photo(200, 'Detalj'), alt: 'Termostatblandningsventilens inställningsratt' },
    ],
    labels: {
      ...labels,
      open: (n: number) => `Förstora produktbild nummer ${n}`,
      dialog: 'Produktbildsförstoringsvisning',
      thumbnails: 'Produktbildsminiatyrer',
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Produktbildsminiatyrer' })).toBeVisible();
  },
};
