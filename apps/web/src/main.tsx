import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/error-boundary';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { installErrorReporting } from './lib/error-reporter';
import { sessionRestored } from './stores/session';
import './styles/global.css';

// Before the first render, so an error while starting up is reported too (spec §8).
installErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

function start(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

// The header's frame in index.html is painted before React takes the page over: on a fast
// connection the code arrives before the first paint, and the page would stay blank until it ran.
// A tab opened in the background does not wait for a frame (none are painted there).
const painted =
  document.visibilityState === 'visible'
    ? new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))
    : Promise.resolve();
void Promise.all([painted, sessionRestored]).then(() => start(container));
