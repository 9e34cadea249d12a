/**
 * The site's one app: the APIs under /api/ (the inbox's, the command line's, then the lead
 * service's, whose last route answers every other /api/ path), then the inbox's page, then the
 * built site for every other path, as a static host serves it (server/static/).
 */
import { getRequestListener } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { INBOX_PATH } from '../src/contract/inbox.ts';
import type { createAdminRoutes } from './admin/routes.ts';
import type { ApiEnv, createApi } from './api/api.ts';
import type { createInboxRoutes } from './inbox/routes.ts';
import type { Site } from './static/site.ts';

export interface AppParts {
  api: ReturnType<typeof createApi>;
  inbox: ReturnType<typeof createInboxRoutes>;
  admin: ReturnType<typeof createAdminRoutes>;
  site: Site;
  /** The inbox's page (dist-inbox), where it was built. */
  inboxSite: Site | null;
}

export function createApp({ api, inbox, admin, site, inboxSite }: AppParts) {
  const app = new Hono<ApiEnv>();
  app.route('/', inbox);
  app.route('/', admin);
  app.route('/', api);
  const serve = (static_: Site) => (c: Context<ApiEnv>) => {
    static_.handle(c.env.incoming, c.env.outgoing);
    return RESPONSE_ALREADY_SENT;
  };
  if (inboxSite) app.all(`${INBOX_PATH}/*`, serve(inboxSite)).all(INBOX_PATH, serve(inboxSite));
  app.all('*', serve(site));
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
