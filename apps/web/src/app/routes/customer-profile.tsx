import { CustomerProfile } from '@/features/customer-profile/components/customer-profile';

export default function CustomerProfilePage() {
  return <CustomerProfile />;
}
