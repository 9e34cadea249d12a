/**
 * The list as the lead server draws it (src/inbox/entry-server.tsx), read back by the browser's
 * HTML parser: whatever a visitor typed is text in the page and data in its JSON, never markup,
 * and the app reads back the data it was drawn from.
 */
import { drawList } from '../../src/inbox/entry-server';
import { drawnState } from '../../src/inbox/drawn';
import type { LeadPage, LeadSummary, Me } from '../../src/contract/inbox';
import { inboxContent } from '../../src/content/inbox';

const TEMPLATE = `<!doctype html><html lang="en-IN"><head><title>Rangrez Creative inbox</title></head>
<body><div id="root"></div><script type="module" src="/inbox/assets/index.js"></script></body></html>`;

const hostile = '</script><img src=x onerror=alert(1)><!-- مرحبا';
const me: Me = {
  id: 'staff-asha',
  name: 'Asha Kulkarni',
  email: 'asha@rangrezcreative.in',
  hasPassword: true,
  passkeys: 0,
};
const lead: LeadSummary = {
  id: '4f7c2a9e-1b3d-4c5e-8f6a-7b8c9d0e1f2a',
  form: 'enquiry',
  receivedAt: '2026-11-29T05:30:00.000Z',
  name: hostile,
  email: 'visitor@example.in',
  phone: '+91 98765 43210',
  service: 'Event Management',
  budget: '₹3L – ₹5L',
  firstLine: `${hostile} and a launch in Pune`,
  status: 'new',
  flag: null,
  delivery: 'sent',
  unread: true,
  assignee: null,
  version: 1,
};
const page: LeadPage = { leads: [lead], next: null, unread: 1 };

const parsed = () =>
  new DOMParser().parseFromString(drawList(TEMPLATE, { path: '/inbox/?status=new', me, page }), 'text/html');

test('what a visitor typed is text in the drawn list, and no element of its own', () => {
  const document = parsed();
  expect(document.querySelectorAll('img')).toHaveLength(0);
  // One script of the template's, and the drawn data's, which the browser never runs.
  expect([...document.scripts].map((script) => script.type).sort()).toEqual(['application/json', 'module']);
  const links = [...document.querySelectorAll(`a[href$="/leads/${lead.id}"]`)];
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.textContent).toContain(hostile);
});

test('the page’s title counts the unread, in the head', () => {
  const document = parsed();
  expect(document.head.querySelector('title')?.textContent).toBe(inboxContent.title(inboxContent.list.pageTitle, 1));
  expect(document.body.querySelector('title')).toBeNull();
});

test('the app reads back the person and the lead as they were drawn', () => {
  const queries = drawnState(parsed())?.queries ?? [];
  const data = new Map(queries.map((query) => [JSON.stringify(query.queryKey), query.state.data]));
  expect(data.get(JSON.stringify(['me']))).toEqual(me);
  expect(data.get(JSON.stringify(['leads', { status: 'new' }]))).toEqual({ pages: [page], pageParams: [null] });
});
