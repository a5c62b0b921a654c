// The author's side of a booking's review (the write-review page and a guest's manage page): the
// form while a review may be written or still changed, else the review as written with why it
// can no longer change, or why none can be written. A review held for checking says so, and when
// it will be published (docs/decisions/0031).
import { REVIEW_MESSAGES } from '@booklane/shared/domain';
import { type OwnReview } from '@booklane/shared/schemas';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Stars } from '@/components/ui/star-rating';
import { formatReviewDate, formatReviewDeadline, isReviewEditable } from '@/entities/review/model/reviews';
import { useNow } from '@/lib/use-now';
import { ReviewForm, type ReviewBody } from './review-form';
import { ReviewAnswerBlock, ReviewText } from '@/entities/review/ui/review-text';

export function ReviewPanel({
  review,
  refusal,
  businessName,
  save,
  onSaved,
  onRefused,
}: {
  review: OwnReview | null;
  /** Why no review can be written (shared `reviewRefusal`); null when one may be. */
  refusal: string | null;
  businessName: string;
  save: (body: ReviewBody, existing: OwnReview | null) => Promise<OwnReview>;
  onSaved: (review: OwnReview) => void;
  onRefused?: () => void;
}) {
  const now = useNow();
  // The server's refusal stays in view while the booking reloads (the form may then change).
  const [refusedMessage, setRefusedMessage] = useState<string | null>(null);
  const refused = (message: string) => {
    setRefusedMessage(message);
    onRefused?.();
  };
  // After a save the form is replaced (by the edit form): the focus goes to the line that says
  // the review is published, instead of being lost with the button that was pressed.
  const savedLine = useRef<HTMLParagraphElement>(null);
  const justSaved = useRef(false);
  const saved = (next: OwnReview) => {
    justSaved.current = true;
    setRefusedMessage(null);
    onSaved(next);
  };
  const version = review?.updatedAt;
  useEffect(() => {
    if (!justSaved.current || !version) return;
    justSaved.current = false;
    savedLine.current?.focus();
  }, [version]);
  let content: ReactNode;
  if (!review) {
    content = refusal ? (
      <Alert tone="info">{refusal}</Alert>
    ) : (
      <ReviewForm review={null} save={(body) => save(body, null)} onSaved={saved} onRefused={refused} />
    );
  } else if (isReviewEditable(review, now)) {
    content = (
      <div>
        {review.heldUntil ? (
          <Alert tone="info" className="mb-4">
            {REVIEW_MESSAGES.held}
          </Alert>
        ) : null}
        <p ref={savedLine} tabIndex={-1} className="mb-4 text-sm text-slate-700 outline-none">
          {review.heldUntil
            ? `Held for checking until ${formatReviewDeadline(review.heldUntil)}.`
            : `Published on ${formatReviewDate(review.createdAt)}.`}{' '}
          You can change it until {formatReviewDeadline(review.editableUntil)}.
        </p>
        <ReviewForm
          key={review.updatedAt}
          review={review}
          save={(body) => save(body, review)}
          onSaved={saved}
          onRefused={refused}
        />
        {review.answer ? (
          <ReviewAnswerBlock answer={review.answer} businessName={businessName} className="mt-4" />
        ) : null}
      </div>
    );
  } else {
    content = (
      <div data-testid="own-review">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={review.rating} className="h-5 w-5" />
          <span className="text-sm text-slate-600">
            {review.heldUntil
              ? `Held for checking until ${formatReviewDeadline(review.heldUntil)}`
              : `Published on ${formatReviewDate(review.createdAt)}`}
          </span>
        </div>
        <ReviewText text={review.text} className="mt-3" />
        {review.answer ? (
          <ReviewAnswerBlock answer={review.answer} businessName={businessName} className="mt-4" />
        ) : null}
        <p className="mt-4 text-sm text-slate-600">{REVIEW_MESSAGES.editClosed}</p>
      </div>
    );
  }
  return (
    <>
      {refusedMessage ? <Alert className="mb-4">{refusedMessage}</Alert> : null}
      {content}
    </>
  );
}
