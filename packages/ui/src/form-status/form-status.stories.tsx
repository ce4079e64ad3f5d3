import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormStatus } from './form-status';

const meta = {
  title: 'Components/FormStatus',
  component: FormStatus,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A form's answer after a write (saving a profile, a user, an address, sending a question): the success, said politely, or the error, said at once. Feed it TanStack Query's \`mutation.status\`, so every form answers the same way.

**Not for:** a field's own error (use the field's \`errorMessage\`), a message about the page rather than a form (use \`Alert\`).

**States:** \`idle\` and \`pending\` show nothing (the \`SubmitButton\` shows pending); \`success\` shows \`success\`; \`error\` shows \`error\` as a \`FormError\`.

**Keyboard:** nothing takes focus.

**Accessible name:** none; the live region (\`role="status"\`) is always in the page, so its text is read when it comes. The error is \`role="alert"\`.

**Swedish texts:** \`success\` ('Profilen är sparad.'), \`error\` ('Det gick inte att spara. Försök igen om en stund.').`,
      },
    },
  },
  args: {
    status: 'idle',
    success: 'Profilen är sparad.',
    error: 'Det gick inte att spara. Försök igen om en stund.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FormStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    // The polite region is there before anything is said, and says nothing yet.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Profilen är sparad.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Det gick inte att spara.');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
