import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Business errors (already toasted) are final; a network hiccup is tried once more. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
    },
    mutations: { retry: false },
  },
});
