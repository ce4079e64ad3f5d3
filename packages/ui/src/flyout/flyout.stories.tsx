import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Flyout } from './flyout';

const meta = {
  title: 'Components/Flyout',
  component: Flyout,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A side panel (sign-in, mini cart, account menu, address choice): a modal dialog sliding in from the right (or left).

**Not for:** a short confirmation or a centred form (use \`Modal\`) or a message in the page (use \`Alert\`).

**States:** closed, open; \`side\` right or left; opened by its own \`trigger\` or controlled (\`isOpen\`, \`onOpenChange\`) from a button of the caller's; with or without a close button (give \`closeLabel\`: on a phone the panel covers the page).

**Keyboard:** the trigger opens it with Enter or Space; focus moves into the panel and is trapped there; Escape closes; focus returns to what opened it. A click outside also closes.

**Accessible name:** the dialog is named by its heading (\`title\`); the close button by \`closeLabel\`.

**Swedish texts:** \`title\` ('Logga in', 'Varukorg'), \`closeLabel\` ('Stäng').`,
      },
    },
  },
  args: {
    title: 'Logga in',
    trigger: <Button>Logga in</Button>,
    children: (close: () => void) => (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          close();
        }}
        style={{ display: 'grid', gap: 12 }}
      >
        <TextField label="Användarnamn" autoComplete="username" />
        <TextField label="Lösenord" type="password" autoComplete="current-password" />
        <Button type="submit">Logga in</Button>
      </form>
    ),
  },
} satisfies Meta<typeof Flyout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndClose: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Logga in' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Logga in' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus returns to what opened it (restored in the frame after closing).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Logga in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Logga in' });
    // Focus moves into the dialog and stays there.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(screen.getByRole('textbox', { name: 'Användarnamn' })).toHaveFocus();
  },
};

/** Opened by a button of the app's own (no trigger), closed with the close button, as on a phone. */
export const ControlledWithCloseButton: Story = {
  args: { trigger: undefined, closeLabel: 'Stäng' },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Öppna
        </button>
        <Flyout {...args} isOpen={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Öppna' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Logga in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
