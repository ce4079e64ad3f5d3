/** The backgrounds a section may have: brand tokens only, never a colour taken from content. */
export type SectionTone = 'plain' | 'muted' | 'tint' | 'brand';

const NAMED: Record<string, SectionTone> = {
  white: 'plain',
  none: 'plain',
  transparent: 'plain',
  grey: 'muted',
  gray: 'muted',
  lightgrey: 'muted',
  lightgray: 'muted',
  light: 'muted',
  muted: 'muted',
  sunken: 'muted',
  tint: 'tint',
  pale: 'tint',
  highlight: 'tint',
  brand: 'brand',
  primary: 'brand',
  dark: 'brand',
};

/**
 * The brand background a content `backgroundColor` stands for, or undefined
 * (no background of its own). Known names map directly; a hex colour picked in
 * the content service is read for what it means (near white, a light grey, a
 * light tint, or dark) and drawn with the brand's token of that kind, so no
 * colour from content reaches the page's CSS and every pair keeps its contrast.
 *
 * @example
 * backgroundTone('grey')    // 'muted'
 * backgroundTone('#eaf4ff') // 'tint'
 * backgroundTone('red; x')  // undefined
 */
export function backgroundTone(value: string | null | undefined): SectionTone | undefined {
  if (!value) return undefined;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  const named = NAMED[key];
  if (named) return named;
  const rgb = parseHex(key);
  if (!rgb) return undefined;
  const [r, g, b] = rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (lightness < 0.5) return 'brand';
  if (min > 0.98) return 'plain';
  // A light colour with hardly any hue is a grey; with some hue, a tint.
  return max - min < 0.06 ? 'muted' : 'tint';
}

function parseHex(value: string): [number, number, number] | undefined {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(value);
  const parts = long ? long.slice(1) : short ? short.slice(1).map((c) => c + c) : undefined;
  if (!parts) return undefined;
  const [r = 0, g = 0, b = 0] = parts.map((part) => Number.parseInt(part, 16) / 255);
  return [r, g, b];
}
