import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsAccountApplication } from './blocks';
import { DynamicFormView } from './dynamic-form';
import { accountApplication, applicationForm, contentLabels, formLabels } from './fixtures';

const meta = {
  title: 'Content/CmsAccountApplication',
  component: CmsAccountApplication,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A content section for applying for a company account: title, the editor's text and the form the app puts in (\`form\`, usually a \`DynamicFormView\` for the section's \`formId\`).

**Not for:** any other form (render \`DynamicFormView\` directly) or sign-in (a \`Flyout\` with \`TextField\`s).

**States:** with the form; without it (text only, e.g. before the form is loaded).

**Keyboard:** that of the form and of the links in the text.

**Accessible name:** the section title is a heading (\`headingLevel\`, default 2); the form is named by its own heading.

**Swedish texts:** none of its own: title and text come from the content service ('Ansök om företagskonto'); the form's texts are \`DynamicFormView\`'s \`labels\`.`,
      },
    },
  },
  args: { section: accountApplication, labels: contentLabels },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CmsAccountApplication>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithForm: Story = {
  args: {
    form: (
      <DynamicFormView
        form={applicationForm}
        labels={formLabels}
        headingLevel={3}
        onSubmit={() => Promise.resolve()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ansök om företagskonto' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Ansök om konto' })).toBeVisible();
  },
};

export const WithoutForm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Fyll i formuläret/)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
