/**
 * A draft's form token: asked of the lead service at the draft's first key and kept with the
 * draft (draftStore.ts), so that the service can tell how long the visitor took whatever happens in
 * between (a reload, a restored tab, a retry once back online). Without one (a static host, no
 * connection at that moment) the lead is still stored and e-mailed, with a flag.
 */
import { leadTarget } from '../../../config/formEndpoint';
import { FORM_TOKEN_PATH, type FormTokenGrant, type LeadFormName } from '../../../contract/lead';
import { keepFormToken, readFormToken } from './draftStore';

/** The forms whose token is being asked for now: one request at a time, however fast the keys. */
const asking = new Set<LeadFormName>();

const isGrant = (body: unknown): body is FormTokenGrant => typeof (body as FormTokenGrant | null)?.token === 'string';

/** Asks for the form's token unless its draft has one, or one is on its way. */
export function askForFormToken(form: LeadFormName): void {
  if (!leadTarget().ownService || asking.has(form) || readFormToken(form) !== null) return;
  asking.add(form);
  fetch(FORM_TOKEN_PATH, { headers: { Accept: 'application/json' }, credentials: 'omit' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      if (isGrant(body)) keepFormToken(form, body.token);
    })
    // No answer, or not the lead service's: the next key asks again.
    .catch(() => {})
    .finally(() => asking.delete(form));
}
