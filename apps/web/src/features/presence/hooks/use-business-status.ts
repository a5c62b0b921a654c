// The online status of one business as a viewer sees it (spec section 2 "online dot"): checking
// until known, then online or offline (live), or connection issues while the status socket is
// down. A failed status request counts as offline.
import type { BusinessStatus } from '@booklane/shared/realtime';
import { useState } from 'react';
import { statusConnection } from '@/lib/realtime';
import { useConnectionState, useRealtimeEvent, useRealtimeRoom } from '@/lib/realtime/hooks';
import { requestBusinessStatus } from '@/lib/realtime/presence';

export type OnlineDotState = 'checking' | 'online' | 'offline' | 'connection-issues';

export function useBusinessStatus(businessId: string, enabled = true): OnlineDotState {
  const connection = useConnectionState(statusConnection);
  const [known, setKnown] = useState<{ businessId: string; isOnline: boolean } | null>(null);

  useRealtimeRoom(
    statusConnection,
    enabled ? `business-view:${businessId}` : null,
    (socket) => {
      socket.emit('join_business_view', businessId);
      requestBusinessStatus(statusConnection, businessId).then(
        (isOnline) => setKnown({ businessId, isOnline }),
        () => setKnown({ businessId, isOnline: false }),
      );
    },
    (socket) => socket.emit('leave_business_view', businessId),
  );
  useRealtimeEvent(
    statusConnection,
    'businessStatusUpdate',
    (status: BusinessStatus) => {
      if (status.businessId === businessId) setKnown({ businessId, isOnline: status.isOnline });
    },
    enabled,
  );

  if (connection === 'disconnected') return 'connection-issues';
  if (!known || known.businessId !== businessId || connection !== 'connected') return 'checking';
  return known.isOnline ? 'online' : 'offline';
}
