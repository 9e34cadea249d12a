/** The `_headers` file format of Netlify and Cloudflare Pages: a path pattern on its own line,
 * then indented `Name: value` lines. `*` matches any run of characters. */
export interface HeaderRule {
  pattern: RegExp;
  headers: Array<[string, string]>;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (/^\s/.test(line)) {
      const current = rules.at(-1);
      const colon = line.indexOf(':');
      if (!current || colon < 0) throw new Error(`_headers: header outside a path block: ${line}`);
      current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    } else {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    }
  }
  return rules;
}

export function headersFor(rules: HeaderRule[], pathname: string): Array<[string, string]> {
  return rules.filter((rule) => rule.pattern.test(pathname)).flatMap((rule) => rule.headers);
}

/** What only a connection over TLS may carry: HSTS, and CSP's `upgrade-insecure-requests`. Over
 * plain HTTP (`npm start` on a laptop, a LAN address) the first means nothing and the second sends
 * every script to an https:// address that is not there, which WebKit does even on 127.0.0.1. */
export function forPlainHttp(headers: Array<[string, string]>): Array<[string, string]> {
  return headers.flatMap(([name, value]): Array<[string, string]> => {
    const header = name.toLowerCase();
    if (header === 'strict-transport-security') return [];
    if (header !== 'content-security-policy') return [[name, value]];
    const directives = value
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => directive !== '' && directive.toLowerCase() !== 'upgrade-insecure-requests');
    return [[name, directives.join('; ')]];
  });
}
