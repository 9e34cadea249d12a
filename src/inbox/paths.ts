/**
 * The inbox's own addresses, under its base (`INBOX_PATH`, which the router adds): defined once,
 * used by the routes, the links and the session's way back.
 */

export const inboxPaths = {
  list: '/',
  lead: '/leads/:id',
  signIn: '/sign-in',
  welcome: '/welcome/:token',
} as const;

export const leadPath = (id: string) => `/leads/${encodeURIComponent(id)}`;

/** The query parameter of the sign-in page that says where to go back to. */
const NEXT = 'next';

/** A place inside the inbox to go back to, or null: a path of ours, never another site's
 * (`//elsewhere`, `https://…`), nor the sign-in page itself. */
export function safeNext(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === inboxPaths.signIn || value.startsWith(`${inboxPaths.signIn}?`)) return null;
  return value;
}

/** The sign-in page, carrying where to go back to (nothing for the list). */
export const signInPath = (next: string) =>
  next === inboxPaths.list ? inboxPaths.signIn : `${inboxPaths.signIn}?${new URLSearchParams({ [NEXT]: next })}`;

/** Where the session goes once signed in, from the address the inbox was opened at: the sign-in
 * page's `next`, the list from a one-time link, else the page itself. */
export function nextAtStart(path: string, search: string): string {
  if (path === inboxPaths.signIn) return safeNext(new URLSearchParams(search).get(NEXT)) ?? inboxPaths.list;
  if (inviteAtStart(path)) return inboxPaths.list;
  return safeNext(search ? `${path}?${search}` : path) ?? inboxPaths.list;
}

/** The one-time link's token, when the inbox was opened at one. */
export function inviteAtStart(path: string): string | null {
  const match = /^\/welcome\/([^/]+)$/.exec(path);
  return match ? decodeURIComponent(match[1]!) : null;
}
