// Part of `npm run bench:web` (issue 27): does a tap on the menu, 300 ms after the first contentful paint, open it,
// and how soon? On Lighthouse's phone profile applied for real through the DevTools protocol (4× CPU slowdown,
// 150 ms round trip, 1.6 Mbps down, 750 kbps up, 390 px wide, touch), each run in a fresh context (a first visit).
// Times are the page's own clock: the tap is the touch's pointerdown timestamp (when it was given to the page, however
// busy its main thread), "open" the first animation frame that shows a menu dialog.
import type { Browser } from '@playwright/test';

const PHONE = { width: 390, height: 844, cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750 };
export const TAP_AFTER_FCP_MS = 300;

export interface TapRun {
  path: string;
  /** First contentful paint, ms after navigation start. */
  fcpMs: number;
  /** When the tap reached the page, ms after first contentful paint. */
  tapAfterFcpMs: number;
  /** From the tap to the first frame showing the menu; null when it never opened. */
  openMs: number | null;
  /** When the shell went live (data-app-ready), ms after navigation start. */
  liveMs: number;
  liveAtTap: boolean;
  /** The menu was still open once the page was live (the live drawer took the tap over). */
  openWhenLive: boolean;
}

// A string, not a function: Playwright would send a function's source, and tsx adds helpers to it that the page lacks.
const RECORD_TAP = `(() => {
  const record = (window.__menuTap = {});
  // This runs before the document has its <html> element: read it when needed.
  const live = () => document.documentElement.hasAttribute('data-app-ready');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    if (record.liveAt === undefined && live()) record.liveAt = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
  addEventListener('pointerdown', (event) => {
    if (record.tapAt !== undefined) return;
    record.tapAt = event.timeStamp;
    record.liveAtTap = live();
    const check = () => {
      const open = [...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.checkVisibility());
      if (open) record.openedAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { capture: true });
})();`;

interface Recorded {
  fcp?: number;
  tapAt?: number;
  openedAt?: number;
  liveAt?: number;
  liveAtTap?: boolean;
}

/** Where the menu button sits on a 390 px phone (the header is the same on every page). */
async function menuButtonCentre(browser: Browser, url: string): Promise<{ x: number; y: number }> {
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/`);
    // Measured on the live page: the first view's button is replaced as the shell takes over.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 60_000 });
    const button = page.getByTestId('open-menu');
    await button.waitFor({ state: 'visible' });
    const box = await button.boundingBox();
    if (!box) throw new Error('no menu button on a 390 px page');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

async function tapOnce(browser: Browser, url: string, path: string, at: { x: number; y: number }): Promise<TapRun> {
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_TAP });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: (PHONE.downloadKbps * 1024) / 8,
      uploadThroughput: (PHONE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    // Chromium says when it painted the first content; the page's own observer gives the exact time for the table.
    const painted = new Promise<void>((resolve) => {
      cdp.on('Page.lifecycleEvent', (event) => {
        if (event.name === 'firstContentfulPaint') resolve();
      });
    });
    const navigation = page.goto(`${url}${path}`, { waitUntil: 'commit', timeout: 60_000 });
    await painted;
    await new Promise((resolve) => setTimeout(resolve, TAP_AFTER_FCP_MS));
    await page.touchscreen.tap(at.x, at.y);
    await navigation;
    const read = () => page.evaluate(() => (window as unknown as { __menuTap: Recorded }).__menuTap);
    // Give the menu up to 15 s to open, then wait for the live page.
    await page
      .waitForFunction(() => (window as unknown as { __menuTap: Recorded }).__menuTap.openedAt !== undefined, null, { timeout: 15_000 })
      .catch(() => {});
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 60_000 });
    const recorded = await read();
    const openWhenLive = await page.evaluate(() => [...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.checkVisibility()));
    return {
      path,
      fcpMs: recorded.fcp ?? NaN,
      tapAfterFcpMs: (recorded.tapAt ?? NaN) - (recorded.fcp ?? NaN),
      openMs: recorded.openedAt === undefined ? null : recorded.openedAt - recorded.tapAt!,
      liveMs: recorded.liveAt ?? NaN,
      liveAtTap: recorded.liveAtTap ?? false,
      openWhenLive,
    };
  } finally {
    await context.close();
  }
}

/** `runs` taps on each page, in order. */
export async function measureMenuTaps(browser: Browser, url: string, paths: string[], runs: number): Promise<TapRun[]> {
  const at = await menuButtonCentre(browser, url);
  const results: TapRun[] = [];
  for (const path of paths) for (let run = 0; run < runs; run++) results.push(await tapOnce(browser, url, path, at));
  return results;
}

/** The median of the tap-to-open times; a tap that never opened the menu counts as infinitely slow. */
export function medianOpenMs(runs: TapRun[]): number {
  const times = runs.map((run) => run.openMs ?? Infinity).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}

export const PHONE_PROFILE_TEXT = `${PHONE.cpuSlowdown}× CPU, ${PHONE.latencyMs} ms RTT, ${PHONE.downloadKbps / 1024} Mbps down, ${PHONE.width} px, touch`;
