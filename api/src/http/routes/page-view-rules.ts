// Small pure rules of the page-view counter, kept apart so they are tested without a database.

/** User agents of crawlers, link-preview fetchers, monitors and HTTP libraries: they are not fans reading a page. */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|embedly|quora link preview|whatsapp|telegram|skypeuripreview|vkshare|pinterest|bitlybot|lighthouse|pagespeed|gtmetrix|pingdom|uptimerobot|statuscake|curl\/|wget\/|python-requests|python-urllib|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|phantomjs|headlesschrome|playwright|puppeteer|selenium|webdriver/i;

/** A missing user agent is not a browser either. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  return !userAgent || BOT_USER_AGENT.test(userAgent);
}

/** The path that is counted: no query or fragment, no trailing slash. */
export function pageViewPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/** The referring site's host name, or null for none, our own site, or anything that is not a web address. */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const own = ownHost.replace(/:\d+$/, '').toLowerCase();
  const host = url.hostname.toLowerCase();
  return host === own || host.length > 253 ? null : host;
}
