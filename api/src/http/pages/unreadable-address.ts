// The page for an address the server cannot read before routing (a broken percent-encoding, a path part too long).
// Fastify answers those before any request hook runs, so the site's security headers were never set: this document
// needs no script, no file and nothing of the request, and carries a policy that allows none of them.
import { SITE_NAME } from './page-document';

export const UNREADABLE_ADDRESS_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-cache',
} as const;

/**
 * What a fan is told, in place of the API's message for a developer ('params["*"] must not contain a NUL character':
 * fan QA, session 41): a 414 is an address too long, anything else a character no address should hold.
 */
export function unreadableAddressReason(status: 400 | 414): string {
  return status === 414
    ? 'This address is longer than any page of FightRank has.'
    : 'Part of this address cannot be read: it holds a character or a %-code that no FightRank address has. A link copied in part, or changed by hand, does this.';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page in the site's colours (light or dark as the visitor's system) with the reason and a way home. */
export function unreadableAddressDocument(reason: string): string {
  const title = 'This address cannot be read';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${SITE_NAME}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#18181b;background:#fff;line-height:1.5}
main{max-width:40rem;margin:0 auto}
h1{font-size:1.5rem;margin:0 0 .5rem}
a{color:#b91c1c;font-weight:600}
@media (prefers-color-scheme:dark){body{color:#f4f4f5;background:#09090b}a{color:#f87171}}
</style>
</head>
<body>
<main>
<p><a href="/">${SITE_NAME}</a></p>
<h1>${title}</h1>
<p>${escapeHtml(reason)}</p>
<p>Check the link, or <a href="/">go to the pound-for-pound rankings</a> and search for a fighter from there.</p>
</main>
</body>
</html>
`;
}
