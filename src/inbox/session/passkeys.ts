import type { PasskeySupport } from '../../../machines/inboxSessionMachine';

/** An IPv4 address, or an IPv6 one (the URL's host keeps its brackets; a hostname never has a
 * colon). */
const isIpAddress = (hostname: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':');

/**
 * Whether passkeys can work for this page: WebAuthn takes a site's identity from its domain name
 * and refuses an IP address ("invalid domain"), so at one the inbox offers the password alone
 * and says why; a browser without WebAuthn the same.
 */
export function passkeySupport(hostname: string, browserSupportsWebAuthn: boolean): PasskeySupport {
  if (isIpAddress(hostname)) return 'needsDomainName';
  return browserSupportsWebAuthn ? 'ready' : 'unsupported';
}
