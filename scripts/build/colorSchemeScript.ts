import { createHash } from 'node:crypto';
import { ColorSchemeScript } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Mantine's colour scheme script as a page's head carries it: it applies the saved scheme (or the
 * system's) before the first paint. */
export const mantineColorSchemeScript = renderToStaticMarkup(
  createElement(ColorSchemeScript, { defaultColorScheme: 'auto' }),
);

/** What it runs, which the CSP allows by its hash. */
export const mantineColorSchemeSource = /<script[^>]*>([\s\S]*)<\/script>/.exec(mantineColorSchemeScript)?.[1] ?? '';
if (!mantineColorSchemeSource) throw new Error('Could not read the colour scheme script');

/** An inline script's hash, as a CSP names it. */
export const scriptHash = (source: string) => `sha256-${createHash('sha256').update(source).digest('base64')}`;
