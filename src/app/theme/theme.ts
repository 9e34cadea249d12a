import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Brand palette (docs/design.md): deep ink, warm paper, marigold as the one vivid accent, vermilion,
 * teal and indigo as quieter accents that the services own. Index 5 is the brand tone. */
const marigold: MantineColorsTuple = [
  '#fff8e6',
  '#feefc7',
  '#fde08f',
  '#fbcd55',
  '#f8bb2e',
  '#f5a524',
  '#d98a0c',
  '#a86805',
  '#7f4f04',
  '#5e3a03',
];
const vermilion: MantineColorsTuple = [
  '#fff0ec',
  '#ffddd4',
  '#fbb7a6',
  '#f58d74',
  '#ec6a4c',
  '#e2492f',
  '#c93a22',
  '#a62e1a',
  '#822414',
  '#5f1a0e',
];
const teal: MantineColorsTuple = [
  '#e6f7f5',
  '#c4ebe6',
  '#8fd8cf',
  '#56c2b5',
  '#2aa99a',
  '#14857a',
  '#0f7066',
  '#0b5a52',
  '#08463f',
  '#05332e',
];
const indigo: MantineColorsTuple = [
  '#eeeefa',
  '#d9d9f2',
  '#b3b3e4',
  '#8c8cd5',
  '#6868c4',
  '#4d4db0',
  '#3b3b98',
  '#30307d',
  '#252563',
  '#1b1b49',
];
const ink: MantineColorsTuple = [
  '#f2f1f8',
  '#e1dff0',
  '#c0bce0',
  '#9c96cc',
  '#7a73b6',
  '#5d56a0',
  '#453f86',
  '#2f2a5e',
  '#24204a',
  '#15122e',
];
/** Mantine's dark scheme reads from `dark`: an ink-tinted ramp rather than neutral grey. */
const dark: MantineColorsTuple = [
  '#eceaf5',
  '#c9c6dc',
  '#a9a5c4',
  '#8a86a8',
  '#5a5680',
  '#3a3662',
  '#2a2650',
  '#1b1838',
  '#141129',
  '#0d0b1d',
];

/** The display face first, then its metric-matched fallback (global.css). */
export const headingsFontFamily =
  '"Bricolage Grotesque Variable", "Bricolage fallback", "Inter Variable", system-ui, sans-serif';

export const theme = createTheme({
  primaryColor: 'marigold',
  primaryShade: { light: 5, dark: 5 },
  // Marigold is light: filled buttons get ink text instead of white, which would fail contrast.
  autoContrast: true,
  luminanceThreshold: 0.4,
  colors: { marigold, vermilion, teal, indigo, ink, dark },
  black: '#15122e',
  white: '#ffffff',
  fontFamily: '"Inter Variable", "Inter fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  headings: {
    fontFamily: headingsFontFamily,
    fontWeight: '700',
    // A 1.25 scale from a 17 px body, with tight leading on display sizes.
    sizes: {
      h1: { fontSize: 'clamp(2.6rem, 1.6rem + 4.6vw, 5.25rem)', lineHeight: '1.02' },
      h2: { fontSize: 'clamp(2rem, 1.5rem + 2.2vw, 3.25rem)', lineHeight: '1.08' },
      h3: { fontSize: 'clamp(1.35rem, 1.2rem + 0.6vw, 1.6rem)', lineHeight: '1.2' },
      h4: { fontSize: '1.25rem', lineHeight: '1.3' },
    },
  },
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1.0625rem', lg: '1.1875rem', xl: '1.375rem' },
  lineHeights: { md: '1.6' },
  radius: { xs: '4px', sm: '8px', md: '14px', lg: '22px', xl: '32px' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  shadows: {
    xs: '0 1px 2px rgba(21, 18, 46, 0.06)',
    sm: '0 2px 8px rgba(21, 18, 46, 0.06), 0 1px 2px rgba(21, 18, 46, 0.04)',
    md: '0 12px 32px -12px rgba(21, 18, 46, 0.18), 0 2px 6px rgba(21, 18, 46, 0.05)',
    lg: '0 28px 60px -24px rgba(21, 18, 46, 0.32)',
  },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    ActionIcon: { defaultProps: { radius: 'xl' } },
    Container: { defaultProps: { size: 'xl' } },
  },
});

/** Surfaces and text colours per scheme: designed, not inverted (docs/design.md). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--header-height': '72px',
    '--section-space': 'clamp(4.5rem, 3rem + 6vw, 8rem)',
  },
  light: {
    '--mantine-color-body': '#faf6ee',
    '--mantine-color-text': '#15122e',
    '--mantine-color-dimmed': '#4f4b6b',
    '--mantine-color-anchor': '#8a4b00',
    // Placeholders are read as hints: AA contrast, not Mantine's light grey.
    '--mantine-color-placeholder': '#6b6785',
    '--surface-raised': '#ffffff',
    '--surface-sunken': '#f3ede1',
    '--surface-ink': '#15122e',
    '--border-subtle': 'rgba(21, 18, 46, 0.12)',
    '--card-border': 'var(--mantine-color-gray-3)',
    '--accent-text': '#8a4b00',
    // The focus ring and, where it is drawn over a picture, the band beside it (global.css):
    // 5.8:1 or more against every light surface, 6.8:1 between the two.
    '--focus-ring': '#8a4b00',
    '--focus-halo': '#ffffff',
  },
  dark: {
    '--mantine-color-body': '#13112a',
    '--mantine-color-text': '#f3f1fa',
    '--mantine-color-dimmed': '#b5b1cc',
    '--mantine-color-anchor': '#f8bb2e',
    '--mantine-color-placeholder': '#a9a5c4',
    '--surface-raised': '#1c1939',
    '--surface-sunken': '#0e0c20',
    '--surface-ink': '#0b0a1a',
    '--border-subtle': 'rgba(243, 241, 250, 0.12)',
    '--card-border': 'var(--mantine-color-dark-4)',
    '--accent-text': '#f8bb2e',
    // 9.7:1 or more against every dark surface, 10.5:1 between the two.
    '--focus-ring': '#f8bb2e',
    '--focus-halo': '#15122e',
  },
});
