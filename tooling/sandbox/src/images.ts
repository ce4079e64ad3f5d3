/** Generated, deterministic SVG images: product pictures without binary assets. */

const AREA_COLOURS: Record<string, string> = {
  infastning: '#5b6b7a',
  sprinkler: '#b3261e',
  'vvs-industri': '#1d6b44',
  verktyg: '#c2410c',
  'mark-va': '#6b4f2a',
  fastighet: '#5b3ea6',
  kyla: '#0e7490',
  el: '#b58900',
};

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function variantSvg(articleNumber: string, name: string, area: string): string {
  const colour = AREA_COLOURS[area] ?? '#4f5b69';
  const seed = [...articleNumber].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  const shape =
    seed % 3 === 0
      ? `<circle cx="200" cy="170" r="90" fill="${colour}" opacity="0.85"/>`
      : seed % 3 === 1
        ? `<rect x="110" y="80" width="180" height="180" rx="18" fill="${colour}" opacity="0.85"/>`
        : `<path d="M200 70 L300 260 H100 Z" fill="${colour}" opacity="0.85"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}"><rect width="400" height="400" fill="#f6f7f9"/>${shape}<text x="200" y="330" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#17202b">${escapeXml(articleNumber)}</text></svg>`;
}

export function categorySvg(slug: string): string {
  const colour = AREA_COLOURS[slug] ?? '#4f5b69';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(slug)}"><rect width="64" height="64" rx="12" fill="${colour}"/><text x="32" y="40" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#fff">${escapeXml(slug.slice(0, 2).toUpperCase())}</text></svg>`;
}

export function warningSvg(code: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(code)}"><path d="M50 4 96 50 50 96 4 50Z" fill="#fff" stroke="#d00" stroke-width="7"/><text x="50" y="62" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle">!</text></svg>`;
}

/** A placeholder picture for a content asset: its title on a colour derived from its id. */
export function contentSvg(id: string, title: string, width: number, height: number): string {
  const hash = [...id].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const hue = hash % 360;
  const size = Math.max(10, Math.round(Math.min(width, height) / 8));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}"><rect width="${width}" height="${height}" fill="hsl(${hue} 45% 42%)"/><circle cx="${Math.round(width * 0.8)}" cy="${Math.round(height * 0.3)}" r="${Math.round(Math.min(width, height) / 5)}" fill="hsl(${(hue + 40) % 360} 60% 70%)" opacity="0.6"/><text x="50%" y="55%" font-family="sans-serif" font-size="${size}" text-anchor="middle" fill="#fff">${escapeXml(title.slice(0, 40))}</text></svg>`;
}
