/**
 * Writes the inbox build's `_headers` (dist-inbox/_headers), which the lead service applies to
 * every answer under /inbox/ as it does dist/_headers to the site's: the same policy, no search
 * engine, and nothing cached but the hashed assets (scripts/build/securityHeaders.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { inboxHeadersFile } from './securityHeaders.ts';

export function inboxHeaders(): Plugin {
  let outDir = '';
  return {
    name: 'inbox-headers',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      const files = Object.keys(bundle).map((file) => `/${file}`);
      writeFileSync(join(outDir, '_headers'), inboxHeadersFile(files));
    },
  };
}
