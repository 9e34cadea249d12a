import { createContext, use } from 'react';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import {
  navigate as browserNavigate,
  useBrowserLocation,
  useSearch as useBrowserSearch,
} from 'wouter/use-browser-location';
import { INBOX_PATH } from '../contract/inbox';

/**
 * Where the inbox is: the router's hooks, and two plain functions for what runs outside a render
 * (the session's and the lead page's machines): go to a path of the inbox, and read the one shown.
 * The browser's by default; a test's memory in jsdom.
 */
export interface InboxLocation {
  hook: BaseLocationHook;
  searchHook: BaseSearchHook;
  /** Goes to a path inside the inbox (`/leads/1`, under `INBOX_PATH`). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The path inside the inbox shown now, with its query. */
  current: () => string;
}

/** A full path of the site, as one inside the inbox. */
export const insideInbox = (path: string) =>
  path === INBOX_PATH || path.startsWith(`${INBOX_PATH}/`) || path.startsWith(`${INBOX_PATH}?`)
    ? path.slice(INBOX_PATH.length) || '/'
    : path;

export const browserLocation: InboxLocation = {
  hook: useBrowserLocation,
  searchHook: useBrowserSearch,
  navigate: (to, options) => browserNavigate(`${INBOX_PATH}${to}`, options),
  current: () => insideInbox(`${window.location.pathname}${window.location.search}`),
};

export const InboxLocationContext = createContext<InboxLocation>(browserLocation);

export const useInboxLocation = () => use(InboxLocationContext);
