import { PageTitle } from '@/components/ui/page-title';
import { BusinessDirectory } from '@/features/directory/components/business-directory';

export default function ExplorePage() {
  return (
    <>
      <PageTitle subtitle="Find a local business and book an appointment in minutes.">
        Explore Businesses
      </PageTitle>
      <BusinessDirectory />
    </>
  );
}
