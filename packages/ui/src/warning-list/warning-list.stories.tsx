import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signalSeverity, WarningList } from './warning-list';

/** A drawn stand-in for a GHS pictogram: red diamond, black symbol. */
function pictogram(symbol: 'flame' | 'exclamation' | 'corrosion'): string {
  const inner = {
    flame:
      '<path d="M50 26c6 10 14 16 14 28a14 14 0 0 1-28 0c0-8 6-12 6-20 4 4 6 8 6 12 4-6 4-12 2-20z" fill="#000"/>',
    exclamation:
      '<rect x="45" y="26" width="10" height="34" rx="3" fill="#000"/><circle cx="50" cy="70" r="6" fill="#000"/>',
    corrosion:
      '<path d="M28 40h20l-4 10h-16zM56 40h16v10H56z" fill="#000"/><path d="M30 70h40" stroke="#000" stroke-width="6"/>',
  }[symbol];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect x="14.6" y="14.6" width="70.7" height="70.7" transform="rotate(45 50 50)" fill="#fff" stroke="#e00" stroke-width="7"/>${inner}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const meta = {
  title: 'Components/WarningList',
  component: WarningList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `A product's hazard warnings (CLP): each with its GHS pictogram, the signal word ('Fara' in the danger colour, 'Varning' in the warning colour, always bold so colour is not the only cue), the hazard code and the statement.

**Not for:** a message about the order or the page (use \`Alert\`).

**States:** danger, warning or neutral (read from the signal word, or set by \`severity\`); with or without pictogram and \`detailedDescription\`; heading level 2 or 3; nothing rendered without warnings.

**Keyboard:** none: text.

**Accessible name:** the list is found by its heading (\`heading\`); the pictograms are decorative (\`alt=""\`).

**Swedish texts:** \`heading\` ('Varningar'); the warnings as supplied ('Fara', 'H225', 'Mycket brandfarlig vätska och ånga.').`,
      },
    },
  },
  args: {
    heading: 'Varningar',
    warnings: [
      {
        code: 'H225',
        signalWord: 'Fara',
        description: 'Mycket brandfarlig vätska och ånga.',
        assetUrl: pictogram('flame'),
      },
      {
        code: 'H314',
        signalWord: 'Fara',
        description: 'Orsakar allvarliga frätskador på hud och ögon.',
        detailedDescription:
          'Använd skyddshandskar och ögonskydd. Vid kontakt med ögonen: skölj försiktigt med vatten i flera minuter.',
        assetUrl: pictogram('corrosion'),
      },
      {
        code: 'H319',
        signalWord: 'Varning',
        description: 'Orsakar allvarlig ögonirritation.',
        assetUrl: pictogram('exclamation'),
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof WarningList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour a token resolves to here, as computed style reports it. */
function tokenColour(element: Element, token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  element.appendChild(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Varningar' })).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // Fara in the danger colour, Varning in the warning colour.
    const fara = within(items[0] as HTMLElement).getByText('Fara');
    const varning = within(items[2] as HTMLElement).getByText('Varning');
    await expect(getComputedStyle(fara).color).toBe(tokenColour(canvasElement, '--shop-color-danger'));
    await expect(getComputedStyle(varning).color).toBe(tokenColour(canvasElement, '--shop-color-warning'));
    await expect(fara.tagName).toBe('STRONG');
    // Pictograms are decorative.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(signalSeverity(' FARA ')).toBe('danger');
    await expect(signalSeverity('Warning')).toBe('warning');
    await expect(signalSeverity('Obs')).toBe('neutral');
  },
};

export const WithoutPictograms: Story = {
  args: {
    warnings: [
      {
        code: 'H317',
        signalWord: 'Varning',
        description: 'Kan orsaka allergisk hudreaktion.',
        assetUrl: null,
      },
      {
        code: 'EUH208',
        signalWord: 'Information',
        description: 'Innehåller isotiazolinoner. Kan orsaka en allergisk reaktion.',
      },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText('Kan orsaka allergisk hudreaktion.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { warnings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const LongSwedishWords: Story = {
  args: {
    heading: 'Farlighetsinformationsangivelser',
    warnings: [
      {
        code: 'H410',
        signalWord: 'Varning',
        description: 'Mycket giftigt för vattenlevande organismer med långtidseffekter.',
        detailedDescription:
          'Vattenföroreningsförebyggande hanteringsföreskrifter: undvik utsläpp till miljön, samla upp spill.',
        assetUrl: pictogram('exclamation'),
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
};
