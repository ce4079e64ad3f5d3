import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsAccountApplication } from './blocks';
import { DynamicFormView } from './dynamic-form';
import { accountApplication, applicationForm, contentLabels, formLabels } from './fixtures';

const meta = {
  title: 'Content/CmsAccountApplication',
  component: CmsAccountApplication,
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
