import { WriteReview } from '@/features/booking-review/components/write-review';

export default function CustomerBookingReviewPage() {
  return <WriteReview />;
}
