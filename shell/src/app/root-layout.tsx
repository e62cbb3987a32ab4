import { useLayoutEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Header } from '../components/header';
import { SideNav } from '../components/side-nav';
import { MobileNav } from '../components/mobile-nav';
import { FirstViewMenu } from '../components/first-view-menu';
import { Footer } from '../components/footer';
import { DemoDataBanner } from '../components/demo-data-banner';
import { useThemeClass } from './use-theme-class';
import { usePageViewReporting } from './use-page-view-reporting';
import { useNavigationScroll } from './use-navigation-scroll';
import { useAuthBootstrap } from '../auth/use-auth-bootstrap';
import { APP_READY_ATTRIBUTE } from './first-view';
import { takeFirstViewMenuOpen } from './first-view-controls';
import { MAIN_CONTENT_ID } from './main-content';
import { PageNotice } from '../components/page-notice';

/**
 * The site's layout. The build prerenders it with `firstView` for the server's first view, where the menu is a
 * popover that needs no script (decision 042); live, the menu is the drawer.
 */
export function RootLayout({ firstView = false }: { firstView?: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  useThemeClass();
  useAuthBootstrap();
  usePageViewReporting();
  useNavigationScroll();
  // From here on the header, search and menu are live. Until now they were the server's first view, answered by the
  // browser and index.html's inline script, which stops at this mark; monitoring and the e2e suite wait for it too.
  // A layout effect: set in the commit that puts the live controls in place, so no tap reaches both.
  useLayoutEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    // A menu opened in the first view stays open: the live drawer takes its place before the next paint.
    if (takeFirstViewMenuOpen()) setMenuOpen(true);
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header onOpenMenu={firstView ? undefined : () => setMenuOpen(true)} menuOpen={menuOpen} />
      <DemoDataBanner />
      {firstView ? <FirstViewMenu /> : <MobileNav open={menuOpen} onOpenChange={setMenuOpen} />}
      {/* At least a screen tall, so the footer starts below the fold and a page filling in never shifts it. */}
      <div className="mx-auto flex min-h-dvh w-full max-w-7xl flex-1">
        <aside className="hidden w-60 shrink-0 border-r border-zinc-200 px-3 py-6 lg:block dark:border-zinc-800" data-testid="sidebar">
          <SideNav />
        </aside>
        {/* Focusable from script only (tabIndex -1): the search moves focus here when it opens a fighter. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6">
          <PageNotice />
          <Outlet />
        </main>
      </div>
      <Footer />
    </div>
  );
}
