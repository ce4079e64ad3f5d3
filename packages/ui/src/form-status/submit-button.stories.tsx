import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SubmitButton } from './submit-button';

const meta = {
  title: 'Components/SubmitButton',
  component: SubmitButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A form's submit button: the primary \`Button\` with \`type="submit"\`, pending while the write is under way, so a second press sends nothing twice.

**Not for:** an action that is not the form's submit (use \`Button\`).

**States:** ready; \`pending\` (disabled while the write is under way: not react-aria's \`isPending\`, whose announcement leaves an unlabelled image behind); disabled with \`isDisabled\`.

**Keyboard:** Enter in a field of the form submits; Enter or Space on the button.

**Accessible name:** its label ('Spara', 'Skicka').

**Swedish texts:** \`children\`, the label.`,
      },
    },
  },
  args: { children: 'Spara' },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  render: (args) => {
    const onSubmit = fn();
    return (
      <form
        aria-label="Profil"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <SubmitButton {...args} />
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Spara' });
    await expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    // Not pressable while the write is under way.
    await expect(canvas.getByRole('button', { name: 'Spara' })).toBeDisabled();
  },
};
