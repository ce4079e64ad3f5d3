import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A native checkbox (or radio with \`radio\`) with its label in the house's look, a 44 px tall target. Native, so it is sent with its form before the scripts run.

**Not for:** filters in a list of facets (use \`FacetFilters\`), a delivery's include switch (use \`DeliveryGroup\`), or a choice between product variants (use \`VariantSelector\`).

**States:** unchecked, checked, disabled; as a radio, one of a group sharing \`name\`; focus-visible ring. Every native input attribute passes through (\`checked\`, \`defaultChecked\`, \`required\`).

**Keyboard:** Tab focuses it; Space toggles. As radios, the arrow keys move within the group of the same \`name\`.

**Accessible name:** the label text (\`children\`): the input sits inside its \`<label>\`.

**Swedish texts:** \`children\` ('Visa inaktiva', 'Kom ihåg mig').`,
      },
    },
  },
  args: { children: 'Visa inaktiva användare', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Visa inaktiva användare' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Radio: Story = {
  args: { radio: true, name: 'access', children: 'Bara jag' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Bara jag' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Får beställa' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Får beställa' })).toBeDisabled();
  },
};
