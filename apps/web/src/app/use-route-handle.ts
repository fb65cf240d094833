import { useMatches } from 'react-router';
import type { TRouteHandle } from './route-names';

function isRouteHandle(handle: unknown): handle is TRouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as TRouteHandle).title === 'string';
}

/** The handle (name, title, requiresLogin) of the deepest matched route that has one. */
export function useRouteHandle(): TRouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
