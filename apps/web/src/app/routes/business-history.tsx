import { BusinessHistory } from '@/features/business-history/components/business-history';

export default function BusinessHistoryPage() {
  return <BusinessHistory />;
}
