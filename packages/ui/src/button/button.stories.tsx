import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, type ButtonSize, type ButtonVariant } from './button';

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

const cartIcon = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width="100%"
    height="100%"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.5 12h12L22 7H6" />
  </svg>
);

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The one button of the shop, on react-aria's Button: an action on this page ('Lägg i varukorg', 'Spara', 'Töm varukorgen').

**Not for:** going somewhere: a link that looks like a button is \`Link\` with \`appearance="button"\`.

**States:** variants \`primary\` (one per view), \`secondary\`, \`ghost\`, \`danger\`; sizes \`sm\`, \`md\`, \`lg\`; \`fullWidth\`; hover, pressed, focus-visible ring; \`isDisabled\`; \`isPending\` (spinner, announced, not pressable, label kept so the width does not jump).

**Keyboard:** Tab focuses it; Enter or Space presses it.

**Accessible name:** its text (\`children\`); the optional \`icon\` is hidden from assistive technology. An icon-only button needs \`aria-label\`.

**Swedish texts:** \`children\` ('Lägg i varukorg', 'Till kassan', 'Spara').`,
      },
    },
  },
  args: { children: 'Lägg i varukorg', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Lägg i varukorg' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Spara som inköpslista' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Avbryt' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Töm varukorgen' } };

export const WithIcon: Story = {
  args: { icon: cartIcon },
  play: async ({ canvas }) => {
    // The icon is decorative: the accessible name is the label alone.
    await expect(canvas.getByRole('button', { name: 'Lägg i varukorg' })).toBeVisible();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Lägg i varukorg' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Lägg i varukorg' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Skicka order' },
  play: async ({ canvas, args, userEvent }) => {
    // Pending keeps the name and focusability but ignores presses, so a
    // double click can never place two orders.
    const button = canvas.getByRole('button', { name: /Skicka order/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongSwedishLabel: Story = {
  args: { children: 'Leveransadressförändringsbekräftelse', size: 'sm' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Till kassan' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};

/** Every variant in every size, for a quick look at a brand. */
export const Matrix: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, max-content)',
        gap: 12,
        alignItems: 'center',
      }}
    >
      {variants.flatMap((variant) =>
        sizes.map((size) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(variants.length * sizes.length);
  },
};
