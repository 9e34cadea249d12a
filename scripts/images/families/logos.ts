/**
 * Client wordmarks (viewBox 200×64). One colour each via `currentColor` so the
 * site can show them muted and tint them on hover; brand colours live in
 * logos.json (and in a comment in each file). Text uses generic font stacks and
 * `textLength` so the layout holds whichever font the browser picks.
 */
import type { VectorJob } from '../lib/job.ts';

interface Logo {
  slug: string;
  name: string;
  color: string;
  /** inner SVG markup, drawn with currentColor */
  body: string;
}

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, sans-serif";
const GEOMETRIC = "Futura, 'Century Gothic', 'Avenir Next', Avenir, 'Trebuchet MS', sans-serif";
const ROUNDED = "'Trebuchet MS', 'Segoe UI', Verdana, sans-serif";
const CONDENSED = "Impact, 'Arial Narrow', 'Roboto Condensed', sans-serif";
const MONO = "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace";

/** <text> that always spans exactly `len` units. */
const t = (x: number, y: number, len: number, size: number, family: string, content: string, extra = ''): string =>
  `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" textLength="${len}" lengthAdjust="spacingAndGlyphs"${extra ? ` ${extra}` : ''}>${content}</text>`;

const LOGOS: Logo[] = [
  {
    slug: 'deccan-finance',
    name: 'Deccan Finance',
    color: '#23408E',
    body:
      '<path d="M17 16h26l4 10H13zM11 30h38l6 16H5z"/>' +
      t(64, 35, 112, 24, SERIF, 'Deccan', 'font-weight="700"') +
      '<rect x="64" y="41" width="16" height="2"/>' +
      t(84, 49, 92, 10, SANS, 'FINANCE', 'font-weight="700" letter-spacing="3"'),
  },
  {
    slug: 'chai-collective',
    name: 'Chai Collective',
    color: '#A9521F',
    body:
      '<g fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"><circle cx="24" cy="40" r="13"/><path d="M37 36a5 5 0 1 1 0 9"/><path d="M19 21c-4-4 4-6 0-11M28 21c-4-4 4-6 0-11" stroke-width="3"/></g>' +
      t(50, 38, 56, 24, ROUNDED, 'chai', 'font-weight="700"') +
      t(110, 38, 84, 17, ROUNDED, 'collective', 'font-style="italic"') +
      '<rect x="50" y="45" width="144" height="2" rx="1"/>',
  },
  {
    slug: 'metro-homes',
    name: 'Metro Homes',
    color: '#B8332A',
    body:
      '<path d="M4 30 26 10l22 20" fill="none" stroke="currentColor" stroke-width="5" stroke-linejoin="round"/>' +
      '<path d="M12 54V36l14 12 14-12v18" fill="none" stroke="currentColor" stroke-width="5" stroke-linejoin="round"/>' +
      t(58, 32, 136, 18, GEOMETRIC, 'METRO', 'font-weight="700" letter-spacing="6"') +
      t(58, 52, 136, 18, GEOMETRIC, 'HOMES', 'font-weight="400" letter-spacing="6"'),
  },
  {
    slug: 'sunrise-hospital',
    name: 'Sunrise Hospital',
    color: '#E0701B',
    body:
      '<path fill-rule="evenodd" d="M6 46a22 22 0 0 1 44 0zM25 28h6v6h6v6h-6v6h-6v-6h-6v-6h6z"/>' +
      '<path d="M28 8v10M10 16l6 7M46 16l-6 7M2 32l8 3M54 32l-8 3" stroke="currentColor" stroke-width="4" stroke-linecap="round"/>' +
      '<rect x="4" y="50" width="48" height="4" rx="2"/>' +
      t(62, 36, 104, 26, SANS, 'Sunrise', 'font-weight="700"') +
      t(63, 52, 104, 10, SANS, 'HOSPITAL', 'letter-spacing="4"'),
  },
  {
    slug: 'saffron-spice',
    name: 'Saffron Spice Co.',
    color: '#C7850A',
    body:
      '<path d="M26 56C24 40 14 34 8 18c10 4 16 14 18 26 2-12 8-22 18-26-6 16-16 22-18 38z"/><path d="M26 40c-2-12 0-24 0-34 2 10 4 22 0 34z"/>' +
      t(54, 38, 142, 22, SERIF, 'Saffron Spice Co.', 'font-style="italic" font-weight="700"') +
      '<path d="M54 47h60l4 3 4-3h74v2h-73l-5 3.5-5-3.5H54z"/>',
  },
  {
    slug: 'greenfield-organics',
    name: 'Greenfield Organics',
    color: '#2E8B57',
    body:
      '<path fill-rule="evenodd" d="M28 4a26 26 0 1 1 0 52 26 26 0 0 1 0-52zM15 44c-3-14 7-26 26-28 1 18-10 30-26 28zm2-2 16-18"/>' +
      '<path d="M17 42 33 24" stroke="currentColor" stroke-width="2"/>' +
      t(64, 32, 130, 24, ROUNDED, 'greenfield', 'font-weight="700"') +
      t(65, 50, 92, 12, ROUNDED, 'organics', 'letter-spacing="4"'),
  },
  {
    slug: 'kala-festival',
    name: 'Kala Festival',
    color: '#C92A62',
    body:
      '<mask id="kala-knock"><rect width="200" height="64" fill="#fff"/>' +
      t(8, 48, 80, 40, CONDENSED, 'KALA', 'fill="#000" font-weight="700"') +
      '</mask><rect x="2" y="6" width="92" height="52" mask="url(#kala-knock)"/>' +
      '<circle cx="110" cy="14" r="6"/>' +
      t(102, 44, 96, 20, CONDENSED, 'FESTIVAL', 'font-weight="700" letter-spacing="2"') +
      '<rect x="102" y="50" width="96" height="4"/>',
  },
  {
    slug: 'nimbus-labs',
    name: 'Nimbus Labs',
    color: '#5050C8',
    body:
      '<path d="M14 46a10 10 0 0 1 2-20 14 14 0 0 1 26-4 11 11 0 0 1 6 24z"/>' +
      '<circle cx="50" cy="14" r="4"/><path d="M44 20l3-3" stroke="currentColor" stroke-width="2"/>' +
      t(62, 38, 132, 20, MONO, 'nimbus_labs', 'font-weight="700"') +
      '<rect x="62" y="46" width="10" height="3"/>',
  },
  {
    slug: 'sahyadri-motors',
    name: 'Sahyadri Motors',
    color: '#0E6E77',
    body:
      '<path d="M2 50 20 22l10 14 14-24 20 38" fill="none" stroke="currentColor" stroke-width="6" stroke-linejoin="round"/>' +
      '<path d="M10 58h48" stroke="currentColor" stroke-width="3"/>' +
      t(72, 36, 124, 22, SANS, 'SAHYADRI', 'font-weight="900" font-style="italic"') +
      '<path d="M72 44h18l-2 6H70z"/>' +
      t(96, 51, 100, 10, SANS, 'MOTORS', 'font-style="italic" font-weight="700" letter-spacing="5"'),
  },
];

function logoSvg(l: Logo): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 64" width="200" height="64" role="img" aria-label="${l.name}">` +
    `<!-- brand colour: ${l.color}; drawn in currentColor -->` +
    `<title>${l.name}</title><g fill="currentColor">${l.body}</g></svg>\n`
  );
}

export const logoJobs: VectorJob[] = [
  ...LOGOS.map((l): VectorJob => ({
    kind: 'svg',
    out: `src/assets/images/logos/${l.slug}.svg`,
    alt: `${l.name} logo`,
    build: () => logoSvg(l),
  })),
  {
    kind: 'json',
    out: 'src/assets/images/logos/logos.json',
    alt: 'Logo names and brand colours',
    build: () =>
      `${JSON.stringify(Object.fromEntries(LOGOS.map((l) => [l.slug, { name: l.name, color: l.color }])), null, 2)}\n`,
  },
];
