import { createServer } from 'node:http';
import sirv, { type Options } from 'sirv';

/**
 * Serves a built folder on a free loopback port, as a static host would (an unknown path is a 404),
 * for the scripts and tests that look at a build in a browser.
 */
export async function serveFolder(dir: string, options: Options = {}) {
  const assets = sirv(dir, { dev: false, ...options });
  const server = createServer((request, response) =>
    assets(request, response, () => {
      response.statusCode = 404;
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error(`The server of ${dir} has no port`);
  return {
    origin: `http://127.0.0.1:${address.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
