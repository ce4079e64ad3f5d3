import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/source-sans-3/wght.css';
import '@fontsource-variable/ibm-plex-sans/wght.css';
import '@fontsource-variable/figtree/wght.css';
import '../src/styles.css';
import type { Preview } from '@storybook/react-vite';
import { themeToCssVars } from '../src/tokens/theme';
import { BRAND_IDS, type BrandId, themes } from '../src/tokens/themes';

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Varumärke',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: BRAND_IDS.map((id) => ({ value: id, title: id })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'bygg' },
  decorators: [
    (Story, context) => {
      const brand = (context.globals.brand as BrandId | undefined) ?? 'bygg';
      const vars = themeToCssVars(themes[brand]);
      // The body carries the theme too, so portals (dialogs, popovers) are themed.
      for (const [name, value] of Object.entries(vars)) document.body.style.setProperty(name, value);
      document.body.dataset.brand = brand;
      return (
        <div lang="sv" style={{ ...vars, padding: 16 } as React.CSSProperties}>
          <Story />
        </div>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is an accessibility test: a serious violation fails it.
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Components', 'Content'] },
    },
  },
};

export default preview;
