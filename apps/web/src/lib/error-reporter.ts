import type { TClientError, TClientErrorKind } from '@mall/contract';
import { CALLS, CLIENT_ERROR_CAPS, scrubClientText, scrubRoute } from '@mall/contract/wire';

/**
 * Spec §8: in production, unhandled errors go to an error-reporting log store (the server's
 * client_errors table). Reports carry no access token and no personal data (scrubbed here and again
 * on the server), are capped in size, sent once per distinct error and at most a few per page load.
 */

/** At most this many reports leave one page load, however often the page fails. */
export const MAX_REPORTS_PER_PAGE = 10;

/** The build: package version + build id, set by vite.config.ts (`dev` when not built). */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** On in the built app unless VITE_REPORT_ERRORS=false; off under `vite` dev unless VITE_REPORT_ERRORS=true. */
export const IS_REPORTING_ENABLED: boolean = import.meta.env.PROD
  ? import.meta.env.VITE_REPORT_ERRORS !== 'false'
  : import.meta.env.VITE_REPORT_ERRORS === 'true';

/** Noise of the browser itself, not of the app. */
const IGNORED = /ResizeObserver loop/;

interface TReporterEnv {
  /** Sends one JSON body; failures are swallowed (reporting must never raise an error of its own). */
  send(body: string): void;
  /** Path and query of the current page. */
  route(): string;
  userAgent: string;
  version?: string;
  maxReports?: number;
}

/** Message and stack of anything thrown or rejected with. */
export function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) {
    const stack = typeof error.stack === 'string' ? error.stack : '';
    return { message: `${error.name}: ${error.message}`, stack };
  }
  if (typeof error === 'string') return { message: error, stack: '' };
  try {
    return { message: `Non-Error thrown: ${JSON.stringify(error)}`, stack: '' };
  } catch {
    return { message: `Non-Error thrown: ${String(error)}`, stack: '' };
  }
}

/** A business answer the request client already toasted (spec §8 "most other failures are not handled"). */
function isAnsweredRequest(error: unknown): boolean {
  return error instanceof Error && error.name === 'RequestError' && (error as { status?: number }).status !== 0;
}

/** The payload of one report: scrubbed, capped, without any credential. */
export function buildReport(
  error: unknown,
  kind: TClientErrorKind,
  env: Pick<TReporterEnv, 'route' | 'userAgent' | 'version'>,
  extraStack = '',
): TClientError {
  const { message, stack } = describeError(error);
  const fullStack = extraStack ? `${stack}\n--- component stack ---${extraStack}` : stack;
  return {
    kind,
    message: scrubClientText(message).trim().slice(0, CLIENT_ERROR_CAPS.message) || 'Unknown error',
    stack: scrubClientText(fullStack).slice(0, CLIENT_ERROR_CAPS.stack),
    route: scrubRoute(env.route()),
    version: (env.version ?? APP_VERSION).slice(0, CLIENT_ERROR_CAPS.version),
    userAgent: env.userAgent.slice(0, CLIENT_ERROR_CAPS.userAgent),
  };
}

export type TReportError = (error: unknown, kind: TClientErrorKind, extraStack?: string) => void;

/** A reporter for one page load: each distinct message + stack once, at most `maxReports` in all. */
export function createReporter(env: TReporterEnv): TReportError {
  const seen = new Set<string>();
  const max = env.maxReports ?? MAX_REPORTS_PER_PAGE;
  return (error, kind, extraStack) => {
    try {
      if (seen.size >= max || isAnsweredRequest(error)) return;
      const report = buildReport(error, kind, env, extraStack);
      if (IGNORED.test(report.message)) return;
      const key = `${report.message}\n${report.stack}`;
      if (seen.has(key)) return;
      seen.add(key);
      // The envelope of every call (DESIGN.md §2), without an accessToken.
      env.send(JSON.stringify({ data: report }));
    } catch {
      // Never let reporting fail the page or report itself.
    }
  };
}

/** Sends with fetch keepalive (survives the page unloading), falling back to sendBeacon. */
function sendReport(body: string): void {
  const path = CALLS.log.clientError.path;
  try {
    fetch(path, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
      () => {},
    );
  } catch {
    navigator.sendBeacon?.(path, new Blob([body], { type: 'application/json' }));
  }
}

let current: TReportError | null = null;

/** Reports an error caught by an error boundary; a no-op while reporting is off. */
export const reportError: TReportError = (error, kind, extraStack) => current?.(error, kind, extraStack);

/**
 * Turns reporting on for this page load: `error` and `unhandledrejection` on window, and whatever
 * the error boundaries pass to `reportError`. Answers a function that turns it off again.
 */
export function installErrorReporting(
  options: { isEnabled?: boolean; send?: (body: string) => void; target?: Window } = {},
): () => void {
  if (!(options.isEnabled ?? IS_REPORTING_ENABLED)) return () => {};
  const target = options.target ?? window;
  const report = createReporter({
    send: options.send ?? sendReport,
    route: () => target.location.pathname + target.location.search,
    userAgent: target.navigator.userAgent,
  });
  const onError = (event: ErrorEvent) => {
    const fallback = event.filename ? `    at ${event.filename}:${event.lineno}:${event.colno}` : '';
    report(event.error ?? Object.assign(new Error(event.message || 'Script error.'), { stack: fallback }), 'error');
  };
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason, 'rejection');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  current = report;
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    if (current === report) current = null;
  };
}
