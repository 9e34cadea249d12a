import { resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { formEndpoint } from '../../src/config/formEndpoint.ts';

/**
 * Checks VITE_FORM_ENDPOINT as Vite itself will read it (the environment first, then `.env`,
 * `.env.local`, `.env.[mode]` and `.env.[mode].local`) when the config loads, before anything is
 * built: a malformed setting stops `vite build` and `vite` with one clear line.
 */
export function formEndpointCheck(): Plugin {
  return {
    name: 'form-endpoint-check',
    config(config, { mode }) {
      const root = resolve(config.root ?? process.cwd());
      if (config.envDir === false) return;
      const envDir = config.envDir ? resolve(root, config.envDir) : root;
      formEndpoint(loadEnv(mode, envDir, 'VITE_FORM_ENDPOINT').VITE_FORM_ENDPOINT);
    },
  };
}
