import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Modal, type ModalProps } from './modal';

/** The caller owns the open state; the story opens it from a button. */
function WithTrigger({ trigger, ...props }: Omit<ModalProps, 'isOpen'> & { trigger: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {trigger}
      </Button>
      <Modal
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
      />
    </>
  );
}

const confirm = fn();

const meta = {
  title: 'Components/Modal',
  component: Modal,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A centred modal dialog: a confirmation ('Töm varukorgen?'), a quick view, a short form. Controlled: the caller owns \`isOpen\`. \`actions\` puts its buttons in one row at the end, the last rightmost.

**Not for:** a side panel (use \`Flyout\`), a message that needs no answer (use \`Alert\`) or a whole page.

**States:** closed, open; \`size\` sm (24rem), md (36rem), lg (56rem); \`isDismissable\` (default true: a click outside closes; turn off while a form is dirty); with or without \`actions\`.

**Keyboard:** focus moves into the dialog and is trapped there (Tab cycles); Escape and the close button close it; focus goes back to where it was.

**Accessible name:** the dialog by its heading (\`title\`); the close button by \`closeLabel\`.

**Swedish texts:** \`title\` ('Töm varukorgen?', 'Spara som inköpslista'), \`closeLabel\` ('Stäng'), the \`actions\` ('Avbryt', 'Töm varukorgen').`,
      },
    },
  },
  args: {
    title: 'Töm varukorgen?',
    isOpen: false,
    onOpenChange: fn(),
    closeLabel: 'Stäng',
    size: 'sm',
    children: <p style={{ margin: 0 }}>Alla 42 rader tas bort. Det går inte att ångra.</p>,
    actions: (close: () => void) => (
      <>
        <Button variant="secondary" onPress={close}>
          Avbryt
        </Button>
        <Button
          variant="danger"
          onPress={() => {
            confirm();
            close();
          }}
        >
          Töm varukorgen
        </Button>
      </>
    ),
  },
  render: (args) => <WithTrigger {...args} trigger="Töm varukorgen" />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Töm varukorgen' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Töm varukorgen?' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Töm varukorgen' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Töm varukorgen?' });
    // Focus moves into the dialog and stays there.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ActionCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Töm varukorgen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Töm varukorgen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Töm varukorgen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(confirm).toHaveBeenCalled();
  },
};

export const Form: Story = {
  args: {
    title: 'Spara som inköpslista',
    size: 'md',
    children: (close: () => void) => (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          close();
        }}
        style={{ display: 'grid', gap: 12 }}
      >
        <TextField label="Listans namn" defaultValue="Projekt Solna etapp 2" />
        <Button type="submit">Spara</Button>
      </form>
    ),
  },
  render: (args) => <WithTrigger {...args} trigger="Spara som inköpslista" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spara som inköpslista' }));
    await screen.findByRole('dialog', { name: 'Spara som inköpslista' });
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LongSwedishWords: Story = {
  args: {
    title: 'Leveransadressförändringsbekräftelse för byggarbetsplatsen',
    children: () => (
      <p style={{ margin: 0 }}>Projektnummerreferensuppgifterna uppdateras på samtliga öppna ordrar.</p>
    ),
  },
  render: (args) => <WithTrigger {...args} trigger="Ändra leveransadress" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ändra leveransadress' }));
    await expect(
      await screen.findByRole('dialog', {
        name: 'Leveransadressförändringsbekräftelse för byggarbetsplatsen',
      }),
    ).toBeVisible();
  },
};
