import { type CSSProperties, type ReactNode, useId } from 'react';
import { CONTRAST_PAIRS, contrastRatio, type ThemeTokens, themeToCssVars } from '../tokens/theme';
import { BRAND_IDS, type BrandId, themes } from '../tokens/themes';
import './foundations.css';

/**
 * The foundations pages of the catalogue: every figure is read from `themes`, so a page cannot
 * drift from the tokens. Each brand column sets its own custom properties (`themeToCssVars`);
 * the brand chosen in the toolbar does not change these pages.
 */

export const BRAND_NAMES: Record<BrandId, string> = {
  bygg: 'Bygghandeln',
  konr: 'Konrads Rör',
  kasp: 'Kaspers El',
  opti: 'Optima Fastighet',
};

type ColorName = keyof ThemeTokens['color'];

interface ContrastPair {
  foreground: ColorName;
  background: ColorName;
  /** The WCAG minimum: 4.5 for text, 3 for large text and for non-text (focus ring). */
  required: number;
  /** What passing means, as the result column says it: 'AA' or 'AA icke-text'. */
  level: string;
}

const TEXT_PAIRS: readonly ContrastPair[] = CONTRAST_PAIRS.map(([foreground, background]) => ({
  foreground,
  background,
  required: 4.5,
  level: 'AA',
}));

/**
 * The focus ring against what it is drawn beside (WCAG 1.4.11, 3:1). `ThemeTokens` asks the
 * focus colour to stand out against surface and brand; `CONTRAST_PAIRS` does not test it yet,
 * so this page shows it, failing pairs included.
 */
const FOCUS_PAIRS: readonly ContrastPair[] = (['surface', 'surfaceRaised', 'brand'] as const).map(
  (background) => ({ foreground: 'focus', background, required: 3, level: 'AA icke-text' }),
);

/**
 * A ratio as '4,62:1', cut (not rounded) to two decimals so a pair just below its minimum
 * never reads as meeting it.
 */
function formatRatio(ratio: number): string {
  const cut = Math.floor(ratio * 100) / 100;
  return `${cut.toLocaleString('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;
}

/** The px of a rem value at a 16 px root, e.g. '0.875rem' → '14 px'. */
function px(value: string): string {
  const rem = Number.parseFloat(value);
  return value.endsWith('rem') ? `${(rem * 16).toLocaleString('sv-SE')}\u00a0px` : value;
}

/** The first family of a font-family list, without quotes. */
function face(theme: ThemeTokens): string {
  return (theme.font.family.split(',')[0] ?? '').replace(/'/g, '').trim();
}

/** The four brands side by side, each column themed by its own tokens. */
function BrandColumns({ children }: { children: (theme: ThemeTokens, brand: BrandId) => ReactNode }) {
  const id = useId();
  return (
    <div className="shop-fnd">
      {BRAND_IDS.map((brand) => {
        const theme = themes[brand];
        const style = {
          ...themeToCssVars(theme),
          background: theme.color.surface,
          color: theme.color.text,
          fontFamily: theme.font.family,
        } as CSSProperties;
        return (
          <section key={brand} className="shop-fnd__brand" aria-labelledby={`${id}-${brand}`} style={style}>
            <h2 id={`${id}-${brand}`} className="shop-fnd__brand-name">
              {BRAND_NAMES[brand]} <span className="shop-fnd__muted">({brand})</span>
            </h2>
            {children(theme, brand)}
          </section>
        );
      })}
    </div>
  );
}

/** One brand's tokens of a kind as a list, named '<what>, <brand>' for assistive technology. */
function TokenList({ what, brand, children }: { what: string; brand: BrandId; children: ReactNode }) {
  return (
    <ul className="shop-fnd__list" aria-label={`${what}, ${brand}`}>
      {children}
    </ul>
  );
}

/** A token's name over its value. */
function NameAndValue({ name, value }: { name: string; value: string }) {
  return (
    <>
      <code>{name}</code>
      <br />
      <span className="shop-fnd__muted">{value}</span>
    </>
  );
}

/** A token of a scale in a brand, as a scale's page shows it. */
interface ScaleItemProps {
  name: string;
  value: string;
  theme: ThemeTokens;
}

/**
 * A page of one scale (spacing, radii, shadows): in each brand's column, its tokens of that
 * scale as a list of `Item`s.
 */
function ScaleFoundations({
  what,
  scale,
  Item,
}: {
  what: string;
  scale: 'space' | 'radius' | 'shadow';
  Item: (props: ScaleItemProps) => ReactNode;
}) {
  return (
    <BrandColumns>
      {(theme, brand) => (
        <TokenList what={what} brand={brand}>
          {Object.entries(theme[scale]).map(([name, value]) => (
            <Item key={name} name={name} value={value} theme={theme} />
          ))}
        </TokenList>
      )}
    </BrandColumns>
  );
}

function PairTable({
  theme,
  brand,
  pairs,
  caption,
}: {
  theme: ThemeTokens;
  brand: BrandId;
  pairs: readonly ContrastPair[];
  caption: string;
}) {
  return (
    <table className="shop-fnd__table">
      <caption>
        {caption} ({brand})
      </caption>
      <thead>
        <tr>
          <th scope="col">Par</th>
          <th scope="col">Kontrast</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(({ foreground, background, required, level }) => {
          const ratio = contrastRatio(theme.color[foreground], theme.color[background]);
          const passes = ratio >= required;
          return (
            <tr key={`${foreground}/${background}`} data-passes={passes}>
              <th scope="row">
                <span className="shop-fnd__pair" aria-hidden="true">
                  <span style={{ background: theme.color[foreground] }} />
                  <span style={{ background: theme.color[background] }} />
                </span>
                <code>{foreground}</code> <br />
                på <code>{background}</code>
              </th>
              <td>
                <span className="shop-fnd__ratio">{formatRatio(ratio)}</span>{' '}
                <span className="shop-fnd__muted">(krav {formatRatio(required)})</span>
                <br />
                <span className={passes ? undefined : 'shop-fnd__fail'}>
                  {passes ? `Klarar ${level}` : `✗ Klarar inte ${level}`}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Every colour token as a swatch with its name and value, and the contrast of the pairs. */
export function ColourFoundations() {
  return (
    <BrandColumns>
      {(theme, brand) => (
        <>
          <h3>Färger</h3>
          <TokenList what="Färger" brand={brand}>
            {Object.entries(theme.color).map(([name, value]) => (
              <li key={name} className="shop-fnd__token">
                <span className="shop-fnd__swatch" style={{ background: value }} aria-hidden="true" />
                <span>
                  <NameAndValue name={name} value={value} />
                </span>
              </li>
            ))}
          </TokenList>
          <h3>Kontrast</h3>
          <PairTable
            theme={theme}
            brand={brand}
            pairs={TEXT_PAIRS}
            caption="Text och bakgrund, CONTRAST_PAIRS"
          />
          <PairTable theme={theme} brand={brand} pairs={FOCUS_PAIRS} caption="Fokusring" />
        </>
      )}
    </BrandColumns>
  );
}

const SAMPLE = 'Skruv 12,50 kr';

/** The type scale in each brand's typeface, largest first, and the weights the shop uses. */
export function TypeFoundations() {
  return (
    <BrandColumns>
      {(theme, brand) => (
        <>
          <p className="shop-fnd__muted">
            <code>{face(theme)}</code>
          </p>
          <TokenList what="Typskala" brand={brand}>
            {Object.entries(theme.type)
              .sort(([a], [b]) => Number(b) - Number(a))
              .map(([step, size]) => (
                <li key={step} className="shop-fnd__type">
                  <span className="shop-fnd__label">
                    <code>type.{step}</code> · {size}
                  </span>
                  <span style={{ fontSize: size, fontFamily: theme.font.family }} data-step={step}>
                    {SAMPLE}
                  </span>
                </li>
              ))}
          </TokenList>
          <h3>Vikter</h3>
          <TokenList what="Vikter" brand={brand}>
            {[400, 600, 700].map((weight) => (
              <li key={weight} style={{ fontWeight: weight, fontFamily: theme.font.family }}>
                {weight}: Åtgärda leveransadressen
              </li>
            ))}
          </TokenList>
        </>
      )}
    </BrandColumns>
  );
}

/** The spacing scale as bars of each step's width. */
export function SpacingFoundations() {
  return <ScaleFoundations what="Avstånd" scale="space" Item={SpaceBar} />;
}

function SpaceBar({ name: step, value: size, theme }: ScaleItemProps) {
  return (
    <li className="shop-fnd__space">
      <span className="shop-fnd__label">
        <code>space.{step}</code> · {size}
      </span>
      <span
        className="shop-fnd__bar"
        data-step={step}
        style={{ width: size, background: theme.color.brand }}
        aria-hidden="true"
      />
    </li>
  );
}

/** Each corner radius on a box. */
export function RadiiFoundations() {
  return <ScaleFoundations what="Hörnradier" scale="radius" Item={RadiusBox} />;
}

function RadiusBox({ name, value: radius, theme }: ScaleItemProps) {
  return (
    <li className="shop-fnd__radius">
      <span
        className="shop-fnd__box"
        data-radius={name}
        style={{ borderRadius: radius, borderColor: theme.color.brand }}
        aria-hidden="true"
      />
      <span>
        <NameAndValue name={`radius.${name}`} value={radius} />
      </span>
    </li>
  );
}

/** Each elevation as a card that casts it. */
export function ShadowFoundations() {
  return <ScaleFoundations what="Skuggor" scale="shadow" Item={ShadowCard} />;
}

function ShadowCard({ name, value: shadow, theme }: ScaleItemProps) {
  return (
    <li
      className="shop-fnd__card"
      data-shadow={name}
      style={{ boxShadow: shadow, background: theme.color.surfaceRaised, borderRadius: theme.radius.md }}
    >
      <NameAndValue name={`shadow.${name}`} value={shadow} />
    </li>
  );
}

/** The breakpoints as a table with the media queries to write. */
export function BreakpointFoundations() {
  return (
    <BrandColumns>
      {(theme, brand) => (
        <table className="shop-fnd__table">
          <caption>Brytpunkter ({brand})</caption>
          <thead>
            <tr>
              <th scope="col">Namn</th>
              <th scope="col">Värde</th>
              <th scope="col">Media query</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(theme.breakpoint).map(([name, value]) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>
                  {value}
                  <br />
                  <span className="shop-fnd__muted">{px(value)}</span>
                </td>
                <td>
                  <code>(min-width: {value})</code>
                  <br />
                  <code>(max-width: {Math.round((Number.parseFloat(value) - 0.01) * 100) / 100}rem)</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </BrandColumns>
  );
}
