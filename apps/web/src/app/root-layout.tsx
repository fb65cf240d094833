import NProgress from 'nprogress';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useSiteInfo } from '../lib/site-info';
import { useLoginModal } from '../stores/login-modal';
import { usePageTitleStore } from '../stores/page-title';
import { useRouteHandle } from './use-route-handle';
import 'nprogress/nprogress.css';

// The library's own template says role="bar", which is no ARIA role (axe: aria-roles); the bar is
// decoration beside the page's own loading states, so assistive technology skips it. barSelector
// follows the template (the library finds its bar by [role="bar"] otherwise, and throws).
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 120,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** antd and the login form load the first time the modal opens (a 528, or 登录 where a page offers it). */
const LoginModalHost = lazy(() => import('./login-modal-host'));

/**
 * Wraps every route: page title, scroll to top and the progress bar on each navigation (spec §2),
 * and the global login modal mounted once over every page.
 */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const handle = useRouteHandle();
  const { siteName } = useSiteInfo();
  const pageTitle = usePageTitleStore((s) => s.title);
  // Once opened it stays mounted, so closing animates and reopening is instant.
  const isLoginWanted = useLoginModal((s) => s.isOpen || s.wasOpened);

  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  useEffect(() => {
    const title = pageTitle ?? handle?.title;
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [handle, pageTitle, siteName]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (new location key).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);

  return (
    <>
      <Outlet />
      {isLoginWanted && (
        <Suspense fallback={null}>
          <LoginModalHost />
        </Suspense>
      )}
    </>
  );
}
