/**
 * The words of the staff inbox (src/inbox/): titles, labels, empty states, problems and the
 * sentences of a lead's timeline. Visitor pages never import this module. Keyed by the values the
 * inbox contract names (statuses, forms, delivery states, flags), which the inbox checks against
 * the contract's types.
 */
import { agency } from './agency';

const inboxName = `${agency.name} inbox`;

/** Minutes, rounded up, as a person says them. */
const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? 'a minute' : `${count} minutes`;
};

export const inboxContent = {
  name: inboxName,
  /** Beside the agency's name, above every page. */
  badge: 'Inbox',
  /** The tab's title: what the page is, after the count of unread leads when there are any. */
  title: (page: string, unread = 0) => `${unread > 0 ? `(${unread}) ` : ''}${page} · ${inboxName}`,

  loading: 'Loading…',
  checking: 'Checking who is signed in…',
  signingOut: 'Signing out…',
  unreachable: {
    title: 'The inbox is not answering',
    body: 'Its server could not be reached. Check the connection, then try again.',
    retry: 'Try again',
  },
  /** A page whose code did not download, even on the second try; or that failed to draw. */
  pageFailed: {
    notDownloaded: {
      title: 'This page did not load',
      body: 'Part of the inbox could not be downloaded. Check the connection, then reload.',
    },
    broken: {
      title: 'This page could not be shown',
      body: 'Something went wrong while drawing it. Reload; if it happens again, tell the operator.',
    },
    reload: 'Reload',
  },

  signIn: {
    pageTitle: 'Sign in',
    heading: 'Sign in to the inbox',
    intro: 'For the agency’s staff. Accounts are made by the operator; there is no sign-up.',
    sessionEnded: 'Your session ended. Sign in again to go back to where you were.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    or: 'or',
    passkey: 'Sign in with a passkey',
    emailMissing: 'Enter your e-mail address.',
    passwordMissing: 'Enter your password.',
  },

  /** Why a passkey is not offered here. */
  passkeysUnavailable: {
    needsDomainName:
      'Passkeys need the inbox’s own name (a domain, or localhost): this page is open at an IP address, where browsers refuse them. Use your password here.',
    unsupported: 'This browser cannot use passkeys. Use your password.',
  },

  /** Why a sign-in did not succeed. */
  signInProblems: {
    wrongPassword: 'That e-mail address and password do not match an account.',
    locked: (retryAfterS: number) => `Too many tries. Try again in ${minutes(retryAfterS)}.`,
    passkeyCancelled: 'No passkey was used. Try again, or use your password.',
    passkeyFailed: 'That passkey was not accepted. Try again, or use your password.',
    passkeysNeedDomainName: 'The server refused passkeys at this address. Use your password.',
    inviteUsed: 'This link has been used or has expired. Ask whoever invited you for a new one.',
    invalid: 'Please check what is marked below.',
    unavailable: 'The inbox could not be reached. Check the connection and try again.',
  },

  welcome: {
    pageTitle: 'Welcome',
    heading: (name: string) => `Welcome, ${name}`,
    intro: (email: string) => `This one-time link lets ${email} into the inbox. Choose how you will sign in.`,
    checking: 'Checking the link…',
    invalid: 'This link has been used or has expired. Ask whoever invited you for a new one.',
    passkeyHeading: 'A passkey (recommended)',
    passkeyBody: 'Your phone’s or computer’s screen lock signs you in: nothing to remember, nothing to leak.',
    passkey: 'Register a passkey',
    passwordHeading: 'Or a password',
    password: 'New password',
    passwordHint: (min: number) => `At least ${min} characters. A few unrelated words make a strong one.`,
    confirm: 'The same password again',
    tooShort: (min: number) => `Use at least ${min} characters.`,
    mismatch: 'The two passwords differ.',
    submit: 'Set password and sign in',
    toSignIn: 'I already have an account: sign in',
  },

  shell: {
    home: 'Leads',
    skipToContent: 'Skip to content',
    account: 'Account',
    signedInAs: (name: string) => `Signed in as ${name}`,
    signOut: 'Sign out',
    signOutEverywhere: 'Sign out on every device',
    toDark: 'Dark colours',
    toLight: 'Light colours',
  },

  statuses: {
    new: 'New',
    contacted: 'Contacted',
    qualified: 'Qualified',
    proposalSent: 'Proposal sent',
    won: 'Won',
    lost: 'Lost',
    spam: 'Spam',
  },

  forms: {
    contact: 'Contact form',
    enquiry: 'Project enquiry',
    consultation: 'Free consultation',
  },

  /** Where a lead's e-mail to the agency stands. */
  delivery: {
    waiting: 'E-mail waiting',
    sending: 'E-mail sending',
    sent: 'E-mailed',
    retrying: 'E-mail retrying',
    gaveUp: 'E-mail failed',
    never: 'Not e-mailed',
  },

  /** Why a lead is flagged as possible spam. */
  flags: {
    honeypot: 'Spam trap',
    'too-fast': 'Sent very fast',
    'no-token': 'No form token',
    'bad-token': 'Bad form token',
  },

  list: {
    pageTitle: 'Leads',
    heading: 'Leads',
    unreadCount: (count: number) => (count === 0 ? 'All read' : `${count} unread`),
    search: 'Search',
    searchPlaceholder: 'Name, e-mail, phone or message',
    status: 'Status',
    anyStatus: 'Any status',
    form: 'Form',
    anyForm: 'Any form',
    from: 'Received from',
    to: 'Received until',
    spam: 'Flagged',
    spamOptions: { all: 'Included', only: 'Only', none: 'Hidden' },
    assignee: 'Assigned to',
    anyone: 'Anyone',
    mine: 'Me',
    unassigned: 'Nobody',
    filters: 'Filters',
    clear: 'Clear filters',
    export: 'Export CSV',
    exportHint: 'The leads these filters show, as a spreadsheet',
    columns: {
      lead: 'Lead',
      message: 'Message',
      received: 'Received (IST)',
      status: 'Status and e-mail',
      assignee: 'Assigned',
    },
    unread: 'Unread',
    nobody: '—',
    more: 'Load older leads',
    end: 'That is every lead these filters show.',
    empty: 'No leads yet. New enquiries appear here the moment they arrive.',
    emptyFiltered: 'No leads match these filters.',
    failed: 'The leads could not be loaded.',
    retry: 'Try again',
  },

  lead: {
    back: 'All leads',
    loading: 'Loading the lead…',
    notFound: 'This lead does not exist, or has been erased.',
    failed: 'This lead could not be loaded.',
    retry: 'Try again',
    received: (when: string) => `Received ${when}`,
    reply: 'Reply',
    replyEmail: 'E-mail',
    replyWhatsApp: 'WhatsApp',
    replyCall: 'Call',
    emailSubject: (form: string) => `Your ${form.toLowerCase()} with ${agency.name}`,
    whatsAppGreeting: (name: string, staff: string, form: string) =>
      `Hello ${name}, this is ${staff} from ${agency.name}, about your ${form.toLowerCase()}.`,
    details: 'What they sent',
    pipeline: 'Pipeline',
    moveTo: 'Move it on',
    noMoves: 'No move from here.',
    lostBecause: (reason: string) => `Lost: ${reason}`,
    assignee: 'Assigned to',
    nobody: 'Nobody',
    me: (name: string) => `Me (${name})`,
    note: 'Add a note',
    notePlaceholder: 'What was said, what comes next…',
    noteMissing: 'Write the note first.',
    addNote: 'Add note',
    timeline: 'Timeline',
    markUnread: 'Mark unread',
    erase: 'Erase lead…',
    saving: 'Saving…',
    saved: 'Saved.',
    flagged: 'Flagged',
  },

  /** The moves staff can make, as buttons. */
  moves: {
    'lead.contact': 'Contacted',
    'lead.qualify': 'Qualified',
    'lead.sendProposal': 'Proposal sent',
    'lead.win': 'Won',
    'lead.lose': 'Lost…',
    'lead.markSpam': 'Spam',
    'lead.notSpam': 'Not spam',
    'lead.reopen': 'Reopen',
  },

  lose: {
    title: 'Why was this lead lost?',
    reason: 'Reason',
    placeholder: 'Chose another agency, budget too small, no reply…',
    missing: 'Say why: the agency learns from it.',
    confirm: 'Mark lost',
    cancel: 'Cancel',
  },

  erase: {
    title: (name: string) => `Erase ${name}’s lead?`,
    body: 'Everything they sent and the lead’s timeline are deleted, for good. The inbox keeps only that a lead was erased, by you, and when.',
    confirmLabel: (name: string) => `Type ${name} to confirm`,
    mismatch: 'Type the name exactly as it shows.',
    confirm: (name: string) => `Erase ${name}’s lead`,
    cancel: 'Keep it',
  },

  /** What the page says after a change. */
  changes: {
    conflict: 'A colleague changed this lead while you had it open. It now shows their change; yours was not saved.',
    conflictAgain: 'Make your change again if it still applies.',
    gone: 'This lead has been erased meanwhile.',
    refused: 'The server refused this change.',
    signedOut: 'Your session ended.',
    unavailable: 'The change was not saved: the server did not answer.',
    retry: 'Try again',
    dismiss: 'Dismiss',
    leftUnread: 'Marked unread.',
    erased: (name: string) => `${name}’s lead was erased.`,
  },

  /** One sentence per timeline entry; `by` is a name or null (the system). */
  timeline: {
    received: (form: string) => `Arrived through the ${form.toLowerCase()}`,
    emailed: 'E-mailed to the agency',
    emailFailing: (attempts: number, error: string | null) =>
      `E-mail not delivered yet (${attempts} ${attempts === 1 ? 'try' : 'tries'}${error ? `: ${error}` : ''})`,
    emailGaveUp: (attempts: number, error: string | null) =>
      `E-mail given up after ${attempts} ${attempts === 1 ? 'try' : 'tries'}${error ? `: ${error}` : ''}`,
    notEmailed: { honeypot: 'Not e-mailed: it filled the spam trap', waiting: 'Not e-mailed yet' },
    moved: (from: string, to: string) => `Moved from ${from} to ${to}`,
    reason: (reason: string) => `Why: ${reason}`,
    assigned: (to: string | null) => (to ? `Assigned to ${to}` : 'Unassigned'),
    note: 'Note',
    by: (name: string | null) => (name ? `by ${name}` : 'by the system'),
  },

  notFound: {
    pageTitle: 'Not found',
    heading: 'No such page in the inbox',
    back: 'All leads',
  },
} as const;
