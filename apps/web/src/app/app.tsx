import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient, dropCacheOnAccountChange } from '@/lib/query-client';
import { createRouter } from './router';

// One of each for the page's life: the router's loaders fill the same cache the screens read.
const queryClient = createQueryClient();
const router = createRouter(queryClient);

export function App() {
  useEffect(() => dropCacheOnAccountChange(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
