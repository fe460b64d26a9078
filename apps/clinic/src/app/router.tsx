import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { BASENAME } from './guards';
import { queryClient } from './query-client';
import { clinicRoutes } from './routes';
import { sendToSignInWhenSessionEnds } from './session-expiry';

const router = createBrowserRouter(clinicRoutes(queryClient), { basename: BASENAME });
sendToSignInWhenSessionEnds(queryClient, (to) => router.navigate(to));

export function AppRouter() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
