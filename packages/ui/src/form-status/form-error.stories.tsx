import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormError } from './form-error';

const meta = {
  title: 'Components/FormError',
  component: FormError,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `Why a form's write failed, under the form, read out at once. \`FormStatus\` shows it for a failed write; use it alone for a refusal that is not a write's status (a file that could not be read, a transfer refused).

**Not for:** a field's own error (use the field's \`errorMessage\`), a page-wide message (use \`Alert\`).

**States:** one.

**Keyboard:** nothing takes focus.

**Accessible name:** none; \`role="alert"\` reads its text when it appears.

**Swedish texts:** \`children\`, the service's message in words ('Det gick inte att spara. Försök igen om en stund.').`,
      },
    },
  },
  args: { children: 'Det gick inte att spara. Försök igen om en stund.' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Det gick inte att spara.');
  },
};

export const LongMessage: Story = {
  args: {
    children:
      'Filen kunde inte läsas: rad 12 saknar artikelnummer och rad 40 har antalet "tio". Rätta raderna och försök igen.',
  },
};
