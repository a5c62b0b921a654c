// The online dot of a business (spec section 2): checking, online, offline or connection issues.
import { useBusinessStatus } from '../hooks/use-business-status';
import { OnlineDotView } from './online-dot-view';

export function OnlineDot({ businessId }: { businessId: string }) {
  return <OnlineDotView state={useBusinessStatus(businessId)} />;
}
