import { firstPageReady } from './app/prefetch';
import { renderApp } from './app/provider';
import { router } from './app/router';
import { installErrorReporting } from './lib/error-reporter';
import { sessionRestored } from './stores/session';
import './styles/global.css';

// Before the first render, so an error while starting up is reported too (spec §8).
installErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

/**
 * The page's stylesheets sit at the end of <body> (the server puts them there) so that they do not
 * hold back the header's frame; the app is drawn once they apply, never unstyled.
 */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) => !l.sheet);
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((done) => {
          link.addEventListener('load', done, { once: true });
          link.addEventListener('error', done, { once: true });
        }),
    ),
  );
}

// The header's frame in index.html is painted before React takes the page over: on a fast
// connection the code arrives before the first paint, and the page would stay blank until it ran.
// A tab opened in the background does not wait for a frame (none are painted there), and no page
// waits for one longer than FRAME_WAIT_MS (a browser that paints without frame callbacks, such as
// some headless modes, would otherwise never start the app).
const FRAME_WAIT_MS = 200;
const painted =
  document.visibilityState === 'visible'
    ? new Promise((done) => {
        requestAnimationFrame(() => setTimeout(done, 0));
        setTimeout(done, FRAME_WAIT_MS);
      })
    : Promise.resolve();

/**
 * The router has the first page ready: its code, and its first answers (a little while at most,
 * app/prefetch.ts `firstAnswers`). Until then the boot frame stays (with the page's main picture)
 * rather than a spinner in its place, and the page is drawn once, with its data, instead of skeletons
 * that each answer draws again. From then on a navigation draws its page at once.
 */
const routerReady = new Promise<void>((done) => {
  if (router.state.initialized) return done();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    done();
  });
}).then(firstPageReady);

void Promise.all([painted, stylesheetsLoaded(), sessionRestored, routerReady]).then(() => renderApp(container, router));
