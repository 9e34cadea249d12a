/** Site-wide palette (mirrors the design tokens used by the site). */
export const C = {
  ink: '#15122E',
  ink2: '#24204A',
  paper: '#FAF6EE',
  marigold: '#F5A524',
  saffron: '#FF8F1F',
  vermilion: '#E2492F',
  teal: '#14857A',
  indigo: '#3B3B98',
  rose: '#F4B6A6',
} as const;

/** Derived tones, hand-tuned so darks stay clean (never mixed towards grey-brown). */
export const T = {
  inkDeep: '#0C0A1E',
  inkSoft: '#302B5C',
  paperWarm: '#F3EADB',
  paperShade: '#E6DCCB',
  marigoldLight: '#FFD27A',
  marigoldDeep: '#D9860B',
  saffronDeep: '#D9650A',
  vermilionDeep: '#A8301F',
  vermilionDark: '#6E1E1A',
  tealLight: '#3FB3A4',
  tealDeep: '#0C5C55',
  tealDark: '#083B39',
  indigoLight: '#6F6FD0',
  indigoDeep: '#27276E',
  indigoDark: '#1B1A4C',
  roseDeep: '#D9826E',
  lampWhite: '#FFF4DC',
} as const;

export type ServiceKey = 'graphic-design' | 'event-management' | 'publicity-solutions' | 'digital-marketing';

export const SERVICE_COLOR: Record<ServiceKey, string> = {
  'graphic-design': C.vermilion,
  'event-management': C.marigold,
  'publicity-solutions': C.teal,
  'digital-marketing': C.indigo,
};

/** Font stacks available to librsvg via fontconfig (DejaVu, Liberation, Noto core). */
export const FONT = {
  serifDisplay: "'Noto Serif Display', 'DejaVu Serif', serif",
  sansDisplay: "'Noto Sans Display', 'DejaVu Sans', sans-serif",
  condensed: "'Liberation Sans Narrow', 'Arial Narrow', 'DejaVu Sans Condensed', sans-serif",
  mono: "'DejaVu Sans Mono', monospace",
  devanagari: "'Noto Sans Devanagari', 'Noto Sans', sans-serif",
} as const;

function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear mix of two hex colours (t = 0 gives a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}
