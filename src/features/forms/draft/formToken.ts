/**
 * A draft's form token: asked of the lead service at the draft's first key and kept with the
 * draft (draftStore.ts), so that the service can tell how long the visitor took whatever happens in
 * between (a reload, a restored tab, a retry once back online). Without one (a static host, no
 * connection at that moment) the lead is still stored and e-mailed, with a flag.
 */
import { leadTarget } from '../../../config/formEndpoint';
import { FORM_TOKEN_PATH, type FormTokenGrant, type LeadFormName } from '../../../contract/lead';
import { keepFormToken, readFormToken } from './draftStore';

/** The forms whose token is being asked for now (one request at a time, however fast the keys),
 * and, once a page's answer was not the lead service's (a static host), every form: there is no
 * token to have, so none is asked for again until the page loads anew. */
const asking = new Set<LeadFormName | 'no service'>();

const isGrant = (body: unknown): body is FormTokenGrant => typeof (body as FormTokenGrant | null)?.token === 'string';

/** Asks for the form's token unless its draft has one, or one is on its way. */
export function askForFormToken(form: LeadFormName): void {
  if (!leadTarget().ownService || asking.has('no service') || asking.has(form) || readFormToken(form) !== null) return;
  asking.add(form);
  fetch(FORM_TOKEN_PATH, { headers: { Accept: 'application/json' }, credentials: 'omit' })
    .then(async (response) => {
      const json = /^application\/json\b/i.test(response.headers.get('Content-Type') ?? '');
      const body: unknown = json ? await response.json() : null;
      if (isGrant(body)) keepFormToken(form, body.token);
      // Not the lead service's answer: a static host has none to give.
      else if (!json) asking.add('no service');
    })
    // No answer (offline): the next key asks again.
    .catch(() => {})
    .finally(() => asking.delete(form));
}
