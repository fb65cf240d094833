import { QueryClient } from '@tanstack/react-query';

/**
 * The one query client of the app, also used outside React (the session store loads the user info
 * through it, so the profile has a single cache entry).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // The request client already toasts failures; retrying a 4xx answer only repeats the toast.
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
