import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HOSTILE_URL, siteLogo } from './fixtures';
import { SiteLogo } from './site-logo';

const meta = {
  title: 'Content/SiteLogo',
  component: SiteLogo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The site's logo from the content service's logo entry: \`logo\` on a wide screen and \`logoSmall\` on a phone (≤ 767 px, through \`<picture>\`); on a dark background (\`onDark\`, a dark header bar) \`lightLogo\` and \`lightLogoSmall\`, each falling back to its dark version.

**Not for:** the brand's own mark when the content service has no logo (the app shows the brand's SVG and name).

**States:** light or dark background; with or without the small versions; an image whose URL is refused (only http(s), relative or inline image data load) is skipped, and with none left nothing renders.

**Keyboard:** none: the link around it takes focus.

**Accessible name:** decorative (\`alt=""\`): the link around it names the start page.

**Swedish texts:** none of its own.`,
      },
    },
  },
  args: { logo: siteLogo, className: 'story-logo' },
  decorators: [
    (Story, { args }) => (
      <div style={{ padding: '1rem', background: args.onDark ? '#0b2540' : '#ffffff' }}>
        <style>{'.story-logo { display: block; height: 40px; width: auto; }'}</style>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

const sourceOf = (root: HTMLElement) => root.querySelector('source');

export const OnLight: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', siteLogo.logo?.url);
    await expect(image).toHaveAttribute('alt', '');
    await expect(sourceOf(canvasElement)).toHaveAttribute('srcset', siteLogo.logoSmall?.url);
    await expect(sourceOf(canvasElement)).toHaveAttribute('media', '(max-width: 767px)');
  },
};

export const OnDark: Story = {
  args: { onDark: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', siteLogo.lightLogo?.url);
    await expect(sourceOf(canvasElement)).toHaveAttribute('srcset', siteLogo.lightLogoSmall?.url);
  },
};

/** No light versions in the entry: a dark background gets the dark ones rather than none. */
export const OnDarkWithoutLightVersions: Story = {
  args: { onDark: true, logo: { ...siteLogo, lightLogo: null, lightLogoSmall: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', siteLogo.logo?.url);
  },
};

/** Hostile or missing URLs: the versions with one are skipped, and the others still show. */
export const RefusedUrls: Story = {
  args: {
    logo: {
      ...siteLogo,
      logo: siteLogo.logo ? { ...siteLogo.logo, url: HOSTILE_URL } : null,
      logoSmall: siteLogo.logoSmall ? { ...siteLogo.logoSmall, url: 'mailto:logo@example.se' } : null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.innerHTML).not.toContain('javascript:');
  },
};
