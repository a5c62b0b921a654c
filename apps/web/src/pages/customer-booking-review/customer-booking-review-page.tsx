import { WriteReview } from '@/features/review/components/write-review';

export default function CustomerBookingReviewPage() {
  return <WriteReview />;
}
