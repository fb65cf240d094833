import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { reportError } from '../lib/error-reporter';

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Failed to fetch/i;

/** Shown when a page fails to load (e.g. a chunk went missing after a deploy) or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const isResponse = isRouteErrorResponse(error);
  const isChunkError = error instanceof Error && CHUNK_ERROR.test(error.message);

  useEffect(() => {
    // A thrown response (404 and the like) is an answer, not a fault of the app.
    if (!isResponse) reportError(error, 'route');
  }, [error, isResponse]);

  return (
    <ErrorPage
      title="页面加载失败"
      subTitle={
        isResponse
          ? `${error.status} ${error.statusText}`
          : isChunkError
            ? '页面资源已更新或网络不稳定，请重试'
            : undefined
      }
      // A reload fetches the page's code again and starts from a clean state.
      onRetry={() => window.location.reload()}
    />
  );
}
