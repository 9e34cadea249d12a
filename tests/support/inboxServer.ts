import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { leadPipelineMachine, pipelineStatus, type LeadPipelineEvent } from '../../machines/leadPipelineMachine';
import {
  inboxApi,
  type InboxChange,
  type InboxRefusal,
  type LeadDetail,
  type LeadPage,
  type LeadSummary,
  type Me,
  type StaffMember,
} from '../../src/contract/inbox';

/*
 * The lead service's inbox API in jsdom, answering as src/contract/inbox.ts says: who is signed
 * in, the staff, the list (newest first, a few filters, keyset pages), a lead (read as it is
 * opened), and each change to a lead, checked against the lead's version (409 with the lead as it
 * now is) and, for a move, against the pipeline machine restored from the lead's stored snapshot,
 * as the server does. A request the test wants to answer itself is held (`hold`). Live changes go
 * out through a stand-in EventSource (`emit`).
 */

export const ASHA: Me = {
  id: 'staff-asha',
  name: 'Asha Kulkarni',
  email: 'asha@rangrezcreative.in',
  hasPassword: true,
  passkeys: 0,
};
export const RAVI: StaffMember = { id: 'staff-ravi', name: 'Ravi Deshpande', email: 'ravi@rangrezcreative.in' };

/** A request the page made that the test answers. */
export interface HeldRequest {
  method: string;
  url: string;
  body: unknown;
  answer: (status: number, body?: unknown) => void;
  fail: (error?: unknown) => void;
}

const json = (status: number, body?: unknown) =>
  body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const refuse = (status: number, refusal: InboxRefusal) => json(status, refusal);

let sequence = 0;

/** A lead as the server stores it: the detail, and its pipeline's persisted snapshot. */
interface StoredLead {
  detail: Omit<LeadDetail, 'pipeline' | 'status' | 'lostReason' | 'unread'>;
  pipeline: unknown;
  unread: boolean;
}

export function leadFixture(overrides: Partial<LeadDetail> = {}): LeadDetail {
  sequence += 1;
  const id = overrides.id ?? `lead-${sequence}`;
  return {
    id,
    form: 'enquiry',
    receivedAt: '2026-11-27T09:35:00.000Z',
    name: 'Priya Sharma',
    email: 'priya@example.in',
    phone: '+91 98765 43210',
    service: 'Graphic Design',
    budget: '₹1–3 lakh',
    firstLine: 'We are launching a tea brand in January and need packaging.',
    status: 'new',
    flag: null,
    delivery: 'sent',
    unread: true,
    assignee: null,
    version: 1,
    fields: {},
    answers: [
      { label: 'Name', value: 'Priya Sharma' },
      { label: 'E-mail', value: 'priya@example.in' },
      { label: 'Phone', value: '+91 98765 43210' },
      { label: 'Message', value: 'We are launching a tea brand in January and need packaging.\nBudget is flexible.' },
    ],
    lostReason: null,
    pipeline: createActor(leadPipelineMachine).getPersistedSnapshot(),
    timeline: [{ kind: 'received', at: '2026-11-27T09:35:00.000Z' }],
    ...overrides,
  };
}

/** The stand-in EventSource: each instance is recorded, and `emit` sends a change to the open ones. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 1;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = 2;
  }
  static emit(change: InboxChange) {
    for (const source of FakeEventSource.instances.filter((each) => each.readyState === 1)) {
      source.onmessage?.(new MessageEvent('message', { data: JSON.stringify(change) }));
    }
  }
}

export interface FakeInboxOptions {
  me?: Me | null;
  staff?: StaffMember[];
  leads?: LeadDetail[];
  /** Which requests the test answers itself. */
  hold?: (method: string, path: string) => boolean;
  /** How many leads a page holds. */
  pageSize?: number;
}

/** The fake lead service; `install()` puts its fetch and EventSource in place. */
export function fakeInbox({
  me = ASHA,
  staff = [ASHA, RAVI],
  leads = [],
  hold = () => false,
  pageSize = 25,
}: FakeInboxOptions = {}) {
  const stored = new Map<string, StoredLead>();
  const held: HeldRequest[] = [];
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  let signedIn: Me | null = me;
  /** Inspects the pipeline actors the server restores, for measured replays. */
  let inspectPipeline: ((event: InspectionEvent) => void) | undefined;
  /** One live pipeline actor per lead, when a replay measures it; else each move restores one. */
  const live = new Map<string, Actor<typeof leadPipelineMachine>>();

  const put = (lead: LeadDetail) => {
    const { pipeline, status: _status, lostReason: _reason, unread, ...detail } = lead;
    stored.set(lead.id, { detail, pipeline, unread });
  };
  leads.forEach(put);

  const detailOf = (id: string): LeadDetail => {
    const lead = stored.get(id)!;
    const restored = createActor(leadPipelineMachine, { snapshot: lead.pipeline as never });
    const snapshot = restored.getSnapshot();
    return {
      ...lead.detail,
      unread: lead.unread,
      pipeline: lead.pipeline,
      status: pipelineStatus(snapshot),
      lostReason: snapshot.context.lostReason,
    };
  };
  const summaryOf = (id: string): LeadSummary => {
    const { fields: _f, answers: _a, lostReason: _l, pipeline: _p, timeline: _t, ...summary } = detailOf(id);
    return summary;
  };

  const change = (id: string, edit: (lead: StoredLead) => void) => {
    const lead = stored.get(id)!;
    edit(lead);
    lead.detail = { ...lead.detail, version: lead.detail.version + 1 };
  };

  function move(id: string, event: LeadPipelineEvent): boolean {
    const lead = stored.get(id)!;
    const actor =
      live.get(id) ??
      createActor(leadPipelineMachine, {
        snapshot: JSON.parse(JSON.stringify(lead.pipeline)),
        ...(inspectPipeline ? { inspect: inspectPipeline } : {}),
      }).start();
    const from = pipelineStatus(actor.getSnapshot());
    if (!actor.getSnapshot().can(event)) return false;
    actor.send(event);
    const to = pipelineStatus(actor.getSnapshot());
    change(id, (each) => {
      each.pipeline = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
      each.detail.timeline = [
        ...each.detail.timeline,
        {
          kind: 'moved',
          at: new Date().toISOString(),
          by: signedIn,
          from,
          to,
          reason: event.type === 'lead.lose' ? event.reason : null,
        },
      ];
    });
    return true;
  }

  async function answer(method: string, url: string, body: unknown): Promise<Response> {
    const { pathname, searchParams } = new URL(url, 'http://inbox.test');
    if (pathname === inboxApi.me) return signedIn ? json(200, signedIn) : refuse(401, { error: 'signed-out' });
    if (pathname === inboxApi.signIn || pathname === inboxApi.passkeySignInVerify) {
      signedIn = me ?? ASHA;
      return json(200, signedIn);
    }
    if (pathname === inboxApi.passkeySignInOptions) return json(200, { challenge: 'c2lnbi1pbg', allowCredentials: [] });
    if (pathname === inboxApi.signOut || pathname === inboxApi.signOutEverywhere) {
      signedIn = null;
      return json(204);
    }
    const invite = /^\/api\/inbox\/invites\/([^/]+)(\/password)?$/.exec(pathname);
    if (invite && method === 'GET') return json(200, { email: 'meera@rangrezcreative.in', name: 'Meera Iyer' });
    if (invite || pathname === inboxApi.passkeyRegisterVerify) {
      signedIn = me ?? ASHA;
      return json(200, signedIn);
    }
    if (pathname === inboxApi.passkeyRegisterOptions)
      return json(200, {
        challenge: 'cmVnaXN0ZXI',
        rp: { name: 'Rangrez' },
        user: { id: 'dQ', name: 'm', displayName: 'm' },
      });
    if (!signedIn) return refuse(401, { error: 'signed-out' });
    if (pathname === inboxApi.staff) return json(200, staff);
    if (pathname === inboxApi.leads) {
      const status = searchParams.get('status');
      const q = searchParams.get('q')?.toLowerCase();
      const all = [...stored.keys()]
        .map(summaryOf)
        .filter((lead) => !status || lead.status === status)
        .filter((lead) => !q || `${lead.name} ${lead.email} ${lead.phone} ${lead.firstLine}`.toLowerCase().includes(q))
        .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.id.localeCompare(a.id));
      const start = Number(searchParams.get('cursor') ?? 0);
      const page: LeadPage = {
        leads: all.slice(start, start + pageSize),
        next: start + pageSize < all.length ? String(start + pageSize) : null,
        unread: [...stored.values()].filter((lead) => lead.unread).length,
      };
      return json(200, page);
    }
    const match = /^\/api\/inbox\/leads\/([^/]+)(?:\/(\w+))?$/.exec(pathname);
    if (match) {
      const id = decodeURIComponent(match[1]!);
      const action = match[2];
      if (!stored.has(id)) return refuse(404, { error: 'not-found' });
      const lead = stored.get(id)!;
      const request = (body ?? {}) as Record<string, unknown>;
      const stale = 'version' in request && request.version !== lead.detail.version;
      if (!action && method === 'GET') {
        lead.unread = false;
        return json(200, detailOf(id));
      }
      if (!action && method === 'DELETE') {
        if (request.confirmName !== lead.detail.name)
          return refuse(400, { error: 'invalid', fields: { confirmName: 'Not the name' } });
        stored.delete(id);
        return json(204);
      }
      if (stale) return refuse(409, { error: 'conflict', lead: detailOf(id) });
      if (action === 'move') {
        if (!move(id, request.event as LeadPipelineEvent)) return refuse(400, { error: 'not-allowed' });
        return json(200, detailOf(id));
      }
      if (action === 'assign') {
        const to = staff.find((member) => member.id === request.assigneeId) ?? null;
        change(id, (each) => {
          each.detail.assignee = to;
          each.detail.timeline = [
            ...each.detail.timeline,
            { kind: 'assigned', at: new Date().toISOString(), by: signedIn, to },
          ];
        });
        return json(200, detailOf(id));
      }
      if (action === 'notes') {
        change(id, (each) => {
          each.detail.timeline = [
            ...each.detail.timeline,
            { kind: 'note', at: new Date().toISOString(), by: signedIn, text: String(request.text) },
          ];
        });
        return json(200, detailOf(id));
      }
      if (action === 'unread') {
        lead.unread = true;
        return json(200, detailOf(id));
      }
    }
    return refuse(404, { error: 'not-found' });
  }

  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body });
    const { pathname } = new URL(url, 'http://inbox.test');
    if (hold(method, pathname)) {
      return new Promise<Response>((resolve, reject) =>
        held.push({
          method,
          url,
          body,
          answer: (status, answerBody) => resolve(json(status, answerBody)),
          fail: (error = new TypeError('Failed to fetch')) => reject(error),
        }),
      );
    }
    return answer(method, url, body);
  });

  return {
    held,
    requests,
    /** Puts the fake's fetch and EventSource in the page's place. */
    install() {
      FakeEventSource.instances = [];
      vi.stubGlobal('fetch', fetch);
      vi.stubGlobal('EventSource', FakeEventSource);
    },
    /** The same answer the fake would give, for a held request the test lets through. */
    passThrough: (request: HeldRequest) =>
      answer(request.method, request.url, request.body).then(async (response) =>
        request.answer(response.status, response.status === 204 ? undefined : await response.json()),
      ),
    lead: detailOf,
    /** A colleague's change, made on the server behind the page's back. */
    colleague: {
      move,
      assign(id: string, to: StaffMember | null) {
        change(id, (each) => {
          each.detail.assignee = to;
        });
      },
    },
    add: put,
    signOutOnServer: () => {
      signedIn = null;
    },
    /** Measures the pipeline's moves: one live actor per lead, created with these options. */
    measurePipeline(id: string, inspect: (event: InspectionEvent) => void) {
      inspectPipeline = inspect;
      const actor = createActor(leadPipelineMachine, { inspect, snapshot: stored.get(id)!.pipeline as never }).start();
      live.set(id, actor);
      return actor;
    },
    emit: FakeEventSource.emit,
  };
}

export type FakeInbox = ReturnType<typeof fakeInbox>;
