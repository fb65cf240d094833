import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/error-boundary';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { installErrorReporting } from './lib/error-reporter';
import './styles/global.css';

// Before the first render, so an error while starting up is reported too (spec §8).
installErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
