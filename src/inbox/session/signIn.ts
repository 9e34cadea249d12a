import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type {
  InboxPerson,
  SignInCredentials,
  SignInFailure,
  SignInProblem,
} from '../../../machines/inboxSessionMachine';
import { inboxApi, type Me } from '../../contract/inbox';
import { InboxHttpError, type InboxClient } from '../api/client';

type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'];
type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

/** What a failed sign-in means to the person, from the server's refusal or the browser's. */
export function failureOf(error: unknown, credentials: SignInCredentials): SignInFailure {
  const withPasskey = credentials.method === 'passkey' || credentials.method === 'invitePasskey';
  const problem = (each: SignInProblem, more: Partial<SignInFailure> = {}): SignInFailure => ({
    problem: each,
    ...more,
  });
  if (error instanceof InboxHttpError && error.refusal) {
    const refusal = error.refusal;
    switch (refusal.error) {
      case 'sign-in-failed':
        return problem(withPasskey ? 'passkeyFailed' : 'wrongPassword');
      case 'locked':
        return problem('locked', { retryAfterS: refusal.retryAfterS });
      case 'not-found':
        return problem('inviteUsed');
      case 'invalid':
        return problem('invalid', { fields: refusal.fields });
      case 'passkeys-need-a-name':
        return problem('passkeysNeedDomainName');
      default:
        return problem('unavailable');
    }
  }
  if (error instanceof WebAuthnError && error.code === 'ERROR_INVALID_DOMAIN') return problem('passkeysNeedDomainName');
  // The person closed the browser's prompt, or it timed out: the spec's NotAllowedError.
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return problem('passkeyCancelled');
  if (withPasskey && !(error instanceof InboxHttpError) && error instanceof Error && error.name !== 'InboxNetworkError')
    return problem('passkeyFailed');
  return problem('unavailable');
}

async function signInBy(client: InboxClient, credentials: SignInCredentials): Promise<Me> {
  switch (credentials.method) {
    case 'password':
      return client.send<Me>('POST', inboxApi.signIn, { email: credentials.email, password: credentials.password });
    case 'passkey': {
      const optionsJSON = await client.send<Options>('POST', inboxApi.passkeySignInOptions);
      const response = await startAuthentication({ optionsJSON });
      return client.send<Me>('POST', inboxApi.passkeySignInVerify, { response });
    }
    case 'invitePassword':
      return client.send<Me>('POST', inboxApi.invitePassword(credentials.token), { password: credentials.password });
    case 'invitePasskey': {
      const { token } = credentials;
      const optionsJSON = await client.send<CreationOptions>('POST', inboxApi.passkeyRegisterOptions, { token });
      const response = await startRegistration({ optionsJSON });
      return client.send<Me>('POST', inboxApi.passkeyRegisterVerify, { token, response });
    }
  }
}

/** Signs in as the credentials say; throws a `SignInFailure`. */
export async function signIn(client: InboxClient, credentials: SignInCredentials): Promise<InboxPerson> {
  try {
    return await signInBy(client, credentials);
  } catch (error) {
    throw failureOf(error, credentials);
  }
}
