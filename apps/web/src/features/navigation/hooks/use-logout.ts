// Logout (spec section 4): token, user and the removed-bookings lists are cleared, cached
// answers of the account are dropped, and the app goes to '/'. (A business setting itself
// offline and the realtime disconnect belong to the realtime issue.)
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { invalidateMyBusinesses } from '@/lib/my-businesses';
import { session } from '@/lib/session';
import { invalidateUnreadTotal } from '@/lib/unread-summary';

export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave the page first: signing out on a protected page would let its guard redirect
    // elsewhere (the business dashboard sends signed-out visitors to /login) before '/' is reached.
    await navigate('/', { replace: true });
    session.signOut();
    invalidateMyBusinesses();
    invalidateUnreadTotal();
    queryClient.removeQueries({ queryKey: ['my-businesses'] });
    queryClient.removeQueries({ queryKey: ['unread-total'] });
  }, [navigate, queryClient]);
}
