/**
 * The site's one app: the lead service's API under /api/ (server/api/), then the built site for
 * every other path, as a static host serves it (server/static/), in one Hono app.
 */
import { getRequestListener } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import type { ApiEnv, createApi } from './api/api.ts';
import type { Site } from './static/site.ts';

export function createApp({ api, site }: { api: ReturnType<typeof createApi>; site: Site }) {
  const app = new Hono<ApiEnv>();
  app.route('/', api);
  app.all('*', (c) => {
    site.handle(c.env.incoming, c.env.outgoing);
    return RESPONSE_ALREADY_SENT;
  });
  return app;
}

/**
 * The app as Node's request handler. A request too malformed to be read as one (an absolute
 * target with a broken host, say) never reaches the app: it gets the site's bare 400.
 *
 * A HEAD request reaches the app as the GET it stands for: Hono answers HEAD by wrapping the GET
 * answer in a new one, which @hono/node-server then writes itself, even when the site has already
 * answered on the Node response. Node leaves out the body of an answer to a HEAD request, and the
 * site sees the request's own method.
 */
export function requestHandler(app: ReturnType<typeof createApp>, site: Site) {
  const fetch: typeof app.fetch = (request, env, executionContext) =>
    app.fetch(request.method === 'HEAD' ? new Request(request, { method: 'GET' }) : request, env, executionContext);
  return getRequestListener(fetch, { errorHandler: () => site.errorResponse(400) });
}
