import { CustomerHistory } from '@/features/customer-history/components/customer-history';

export default function CustomerHistoryPage() {
  return <CustomerHistory />;
}
