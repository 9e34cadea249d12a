/**
 * The inbox build's page and its headers. The page's head carries Mantine's colour scheme script,
 * so that a list the lead service drew paints in the person's scheme before the app's code has
 * run; the build's `_headers` (dist-inbox/_headers), which the lead service applies to every
 * answer under /inbox/ as it does dist/_headers to the site's, allow it by its hash: the same
 * policy as the site's, no search engine, and nothing cached but the hashed assets
 * (scripts/build/securityHeaders.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { mantineColorSchemeScript, mantineColorSchemeSource, scriptHash } from './colorSchemeScript.ts';
import { inboxHeadersFile } from './securityHeaders.ts';

export function inboxPage(): Plugin {
  let outDir = '';
  return {
    name: 'inbox-page',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    transformIndexHtml: (html) => html.replace('</title>', () => `</title>\n    ${mantineColorSchemeScript}`),
    writeBundle(_options, bundle) {
      const files = Object.keys(bundle).map((file) => `/${file}`);
      writeFileSync(join(outDir, '_headers'), inboxHeadersFile(files, [scriptHash(mantineColorSchemeSource)]));
    },
  };
}
