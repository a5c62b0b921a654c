import { BusinessProfile } from '@/features/business-profile/components/business-profile';

export default function BusinessProfilePage() {
  return <BusinessProfile />;
}
