import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Alert } from './alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A message in the flow of the page: an order sent, a delivery date changed, a failed save. The tone has an icon as well as a colour.

**Not for:** the site-wide message from the content service (use \`AlertBanner\` or \`InformationBanner\`), a whole-page error (use \`ErrorView\`) or a field's error (use \`TextField\`'s \`errorMessage\`).

**States:** tones \`info\`, \`success\` (polite, \`role="status"\`), \`warning\`, \`danger\` (interrupting, \`role="alert"\`); with or without a \`title\`; with a close button when \`onClose\` is given.

**Keyboard:** only the close button takes focus (Enter or Space closes).

**Accessible name:** the live region has none; its text is read. The close button is named by \`closeLabel\`: always give it with \`onClose\`.

**Swedish texts:** \`title\` ('Ordern är skickad', 'Leveransdatum ändrat'), \`children\` (the message), \`closeLabel\` ('Stäng meddelandet').`,
      },
    },
  },
  args: { tone: 'info', children: 'Priserna visas exklusive moms.' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    // Polite: info is a status, not an interruption.
    await expect(canvas.getByRole('status')).toHaveTextContent('Priserna visas exklusive moms.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Ordern är skickad',
    children: 'Ordernummer 4500123987. En bekräftelse skickas per e-post.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Ordern är skickad');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Leveransdatum ändrat',
    children: 'Två rader levereras senare än det önskade datumet.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Leveransdatum ändrat');
  },
};

export const Danger: Story = {
  args: { tone: 'danger', title: 'Ordern kunde inte skickas', children: 'Försök igen om en stund.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ordern kunde inte skickas');
  },
};

export const Dismissible: Story = {
  args: {
    tone: 'success',
    children: '3 artiklar lades i varukorgen.',
    onClose: fn(),
    closeLabel: 'Stäng meddelandet',
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stäng meddelandet' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LongSwedishWords: Story = {
  args: {
    tone: 'warning',
    title: 'Leveransadressförändringsbekräftelse saknas',
    children: 'Projektnummerreferensuppgifterna för byggarbetsplatsleveransen behöver kompletteras.',
    onClose: fn(),
    closeLabel: 'Stäng meddelandet',
  },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
};

/** Every tone, for a quick look at a brand. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="info">Priserna visas exklusive moms.</Alert>
      <Alert tone="success">3 artiklar lades i varukorgen.</Alert>
      <Alert tone="warning">Artikeln har en köpbegränsning på 10 st.</Alert>
      <Alert tone="danger">Artikeln går inte längre att beställa.</Alert>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};
