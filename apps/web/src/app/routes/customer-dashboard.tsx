import { CustomerDashboard } from '@/features/customer-dashboard/components/customer-dashboard';

export default function CustomerDashboardPage() {
  return <CustomerDashboard />;
}
