import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DynamicFormView } from './dynamic-form';
import { applicationForm, formLabels } from './fixtures';

const meta = {
  title: 'Content/DynamicFormView',
  component: DynamicFormView,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A form from the content service (an account application, a contact form): every input type of the model as a labelled native field (text, e-mail, phone, number, date, textarea, select, radio, checkbox; an unknown type is a text field). \`validateDynamicForm\` is the same check as a function.

**Not for:** the shop's own forms with fixed fields (compose \`TextField\`, \`SelectField\`, \`Checkbox\` and \`Button\`).

**States:** editing; a field checked on blur and, once it shows a message, as it is corrected; submit with errors (summary, focus on the first field to fix); sending (button text changes, a second submit is ignored); sent (the fields give way to a status message); failed (the service's message above the button, or its refusals per field, everything typed kept).

**Keyboard:** Tab goes through the fields; radios move with the arrow keys, checkboxes toggle with Space; Enter in a one-line field submits.

**Accessible name:** the form by its heading; each field by its label, with the required word; errors read with the field (\`aria-describedby\`, \`aria-invalid\`).

**Swedish texts:** \`labels\`: \`required\` ('obligatoriskt'), \`fieldRequired\` ('Fyll i fältet.'), \`checkRequired\`, \`invalidEmail\`, \`invalidNumber\`, \`invalidDate\`, \`invalidPhone\`, \`choose\` ('Välj…'), \`submit\` ('Skicka'), \`sending\` ('Skickar…'), \`success\` ('Tack! Vi har tagit emot dina uppgifter.'), \`errorSummary\` ('Rätta de markerade fälten.').`,
      },
    },
  },
  args: { form: applicationForm, labels: formLabels, onSubmit: fn(() => Promise.resolve()) },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof DynamicFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryInputType: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ansök om konto' })).toBeVisible();
    const company = canvas.getByRole('textbox', { name: 'Företagsnamn obligatoriskt' });
    await expect(company).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('textbox', { name: 'E-post obligatoriskt' })).toHaveAttribute(
      'placeholder',
      'namn@foretag.se',
    );
    await expect(canvas.getByRole('textbox', { name: 'Telefon' })).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('textbox', { name: 'Antal anställda' })).toHaveAttribute(
      'inputmode',
      'decimal',
    );
    await expect(canvas.getByLabelText('Önskat startdatum')).toHaveAttribute('type', 'date');
    const select = canvas.getByRole('combobox', { name: 'Bransch obligatoriskt' });
    await expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Välj…',
      'Bygg',
      'VVS',
      'El',
      'Fastighet',
    ]);
    await expect(canvas.getByRole('radiogroup', { name: 'Kontakta mig via' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: 'Meddelande' }).tagName).toBe('TEXTAREA');
    // An input type this version does not know is a text field.
    await expect(canvas.getByRole('textbox', { name: 'Organisationsnummer' })).toHaveAttribute(
      'type',
      'text',
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'Jag godkänner villkoren obligatoriskt' }),
    ).not.toBeChecked();
  },
};

export const SubmitEmptyShowsErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const company = canvas.getByRole('textbox', { name: 'Företagsnamn obligatoriskt' });
    await expect(company).toHaveFocus();
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(company).toHaveAccessibleDescription('Fyll i fältet.');
    await expect(canvas.getByRole('combobox', { name: 'Bransch obligatoriskt' })).toHaveAccessibleDescription(
      'Fyll i fältet.',
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'Jag godkänner villkoren obligatoriskt' }),
    ).toHaveAccessibleDescription('Kryssa i rutan för att gå vidare.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Rätta de markerade fälten.');
    // Optional fields stay quiet.
    await expect(canvas.getByRole('textbox', { name: 'Telefon' })).not.toHaveAttribute('aria-invalid');
  },
};

export const BlurValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'E-post obligatoriskt' });
    await userEvent.type(email, 'anna.foretag.se');
    // Nothing while typing the first time.
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Ange en giltig e-postadress, t.ex. namn@foretag.se.');
    // Once shown, the message goes as the field is corrected.
    await userEvent.clear(email);
    await userEvent.type(email, 'anna@foretag.se');
    await expect(email).not.toHaveAttribute('aria-invalid');
    const phone = canvas.getByRole('textbox', { name: 'Telefon' });
    await userEvent.type(phone, 'ring mig');
    await userEvent.tab();
    await expect(phone).toHaveAccessibleDescription('Ange ett telefonnummer med siffror.');
    const count = canvas.getByRole('textbox', { name: 'Antal anställda' });
    await userEvent.type(count, 'tolv');
    await userEvent.tab();
    await expect(count).toHaveAccessibleDescription('Ange ett tal.');
  },
};

async function fillRequired(
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Företagsnamn obligatoriskt' }), 'Byggbolaget AB');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-post obligatoriskt' }), 'info@byggbolaget.se');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bransch obligatoriskt' }), 'VVS');
  await userEvent.click(canvas.getByRole('radio', { name: 'Telefon' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Jag godkänner villkoren obligatoriskt' }));
}

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await fillRequired(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        foretag: 'Byggbolaget AB',
        epost: 'info@byggbolaget.se',
        bransch: 'VVS',
        kontakt: 'Telefon',
        villkor: true,
        telefon: '',
      }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Tack! Vi har tagit emot dina uppgifter.'),
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

let release: () => void = () => {};
export const SendingIgnoresDoubleSubmit: Story = {
  args: {
    onSubmit: fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    await fillRequired(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka' }));
    const sending = await canvas.findByRole('button', { name: 'Skickar…' });
    await userEvent.click(sending);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    release();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Tack!'));
  },
};

export const FailureKeepsValues: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('Ansökan kunde inte skickas. Försök igen om en stund.'))),
  },
  play: async ({ canvas, userEvent }) => {
    await fillRequired(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Ansökan kunde inte skickas. Försök igen om en stund.',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: 'Företagsnamn obligatoriskt' })).toHaveValue(
      'Byggbolaget AB',
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'Jag godkänner villkoren obligatoriskt' }),
    ).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Skicka' })).toBeVisible();
  },
};

export const ServiceRefusesAField: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject({
        fieldErrors: { epost: 'E-postadressen används redan av ett annat konto.' },
        message: 'Rätta de markerade fälten.',
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await fillRequired(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka' }));
    const email = canvas.getByRole('textbox', { name: 'E-post obligatoriskt' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription('E-postadressen används redan av ett annat konto.');
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue('info@byggbolaget.se');
  },
};
