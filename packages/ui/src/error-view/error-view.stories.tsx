import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { ErrorView } from './error-view';

const meta = {
  title: 'Components/ErrorView',
  component: ErrorView,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A whole-page error (not found, server error, no access): the status code shown large so support can be told it, the headline as the page's \`h1\`, the reason and what to do next.

**Not for:** a message inside a working page (use \`Alert\`) or a field's error (use \`TextField\`'s \`errorMessage\`).

**States:** any HTTP \`status\` (404, 403, 500); with or without actions (\`children\`).

**Keyboard:** only the actions the caller passes (links or buttons) take focus.

**Accessible name:** the page's \`h1\` is \`headline\`; the actions are named by their own text.

**Swedish texts:** \`headline\` ('Sidan finns inte'), \`reason\` ('Länken kan vara gammal.'), the actions ('Till startsidan', 'Försök igen', 'Kontakta kundservice').`,
      },
    },
  },
  args: {
    status: 404,
    headline: 'Sidan finns inte',
    reason: 'Länken kan vara gammal eller felstavad. Sök efter artikeln eller gå till startsidan.',
    children: <a href="/">Till startsidan</a>,
  },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeVisible();
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  },
};

const retry = fn();

export const ServerError: Story = {
  args: {
    status: 500,
    headline: 'Något gick fel',
    reason: 'Vi kunde inte hämta sidan just nu. Försök igen om en stund.',
    children: (
      <>
        <Button onPress={retry}>Försök igen</Button>
        <a href="/kundservice">Kontakta kundservice</a>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Försök igen' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const WithoutActions: Story = {
  args: {
    status: 403,
    headline: 'Ingen behörighet',
    reason: 'Ditt konto har inte tillgång till den här sidan.',
    children: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LongSwedishWords: Story = {
  args: {
    status: 503,
    headline: 'Beställningshanteringssystemet genomgår underhållsarbete',
    reason: 'Kundnummerverifieringstjänsten och leveransdatumberäkningen är tillfälligt otillgängliga.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
};
