// The Reviews tab (docs/decisions/0023): the business's reviews, unanswered first, each with its
// stars, text, reviewer, service and date, the reports about it (how many, and why), and the
// owner's answer: 'Answer' or 'Edit answer' (1-2,000 characters, shown on the public page).
import { type BodyInput } from '@booklane/shared/api';
import { REVIEW_ANSWER_MAX_LENGTH, textLength } from '@booklane/shared/domain';
import { reviewAnswerRequestSchema, type Business, type OwnerReview } from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { ReviewHeading } from '@/entities/review/ui/review-heading';
import { ReviewAnswerBlock, ReviewText } from '@/entities/review/ui/review-text';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextAreaField } from '@/components/ui/field';
import { StarIcon } from '@/components/ui/icons';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { RatingSummary } from '@/components/ui/star-rating';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/api-client';
import { characterCount } from '@/entities/review/model/reviews';
import { useAnswerReview } from '../api/answer-review';
import { useOwnerReviews } from '@/entities/review/api/get-owner-reviews';

type Values = { text: string };
type AnswerBody = BodyInput<'answerReview'>;
const ANSWER_FAILED = 'Your answer could not be saved. Please try again.';

function AnswerForm({
  businessId,
  review,
  onDone,
}: {
  businessId: string;
  review: OwnerReview;
  onDone: () => void;
}) {
  const answer = useAnswerReview(businessId, review._id);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Values, unknown, AnswerBody>({
    resolver: zodResolver(reviewAnswerRequestSchema) as unknown as Resolver<Values, unknown, AnswerBody>,
    defaultValues: { text: review.answer?.text ?? '' },
  });
  const text = useWatch({ control, name: 'text' }) ?? '';
  const tooLong = textLength(text.trim()) > REVIEW_ANSWER_MAX_LENGTH;
  const submit = handleSubmit((body) =>
    answer.mutate(body, {
      onSuccess: () => {
        toast.success('Your answer is published.');
        onDone();
      },
    }),
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 space-y-3"
      aria-label={`Answer ${review.reviewerName}`}
    >
      <TextAreaField
        label="Your answer"
        rows={4}
        autoFocus
        error={errors.text?.message}
        hint={
          <span className={tooLong ? 'font-medium text-red-700' : undefined}>
            {characterCount(text.trim(), REVIEW_ANSWER_MAX_LENGTH)}. Everyone sees it under the review.
          </span>
        }
        {...register('text')}
      />
      {answer.isError ? <Alert>{failureText(answer.error, ANSWER_FAILED, { errorText: true })}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={answer.isPending} className={buttonClasses('primary', 'sm')}>
          {answer.isPending ? <Spinner /> : null}
          {answer.isPending ? 'Publishing...' : 'Publish answer'}
        </button>
        <button type="button" onClick={onDone} className={buttonClasses('secondary', 'sm')}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Reports({ reported }: { reported: OwnerReview['reported'] }) {
  const id = useId();
  if (reported.count === 0) return null;
  return (
    <div className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p id={id} className="font-medium">
        {reported.count === 1 ? 'Reported once' : `Reported ${reported.count} times`}. Reasons given:
      </p>
      <ul aria-labelledby={id} className="mt-1 list-disc space-y-1 pl-5">
        {reported.reasons.map((reason, index) => (
          <li key={index} className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
            {reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

function OwnerReviewCard({ business, review }: { business: Business; review: OwnerReview }) {
  const [editing, setEditing] = useState(false);
  // Closing the form (published or cancelled) gives the focus back to 'Answer' / 'Edit answer'.
  const toggle = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) toggle.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="owner-review"
    >
      <article aria-label={`Review by ${review.reviewerName}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <ReviewHeading review={review} />
          <div className="flex flex-wrap gap-1.5">
            {review.reported.count > 0 ? (
              <Badge tone="red">
                Reported
                <span aria-hidden="true"> ({review.reported.count})</span>
                <span className="sr-only">
                  {' '}
                  {review.reported.count === 1 ? 'once' : `${review.reported.count} times`}
                </span>
              </Badge>
            ) : null}
            {review.answer ? null : <Badge tone="amber">Not answered</Badge>}
          </div>
        </div>
        <ReviewText text={review.text} className="mt-3" />
        {review.text ? null : <p className="mt-3 text-sm italic text-slate-600">No text: stars only.</p>}
        <Reports reported={review.reported} />
        {editing ? (
          <AnswerForm businessId={business._id} review={review} onDone={() => setEditing(false)} />
        ) : (
          <>
            {review.answer ? (
              <ReviewAnswerBlock answer={review.answer} businessName={business.name} className="mt-3" />
            ) : null}
            <button
              ref={toggle}
              type="button"
              onClick={() => setEditing(true)}
              className={buttonClasses(review.answer ? 'secondary' : 'primary', 'sm', 'mt-3')}
              aria-label={`${review.answer ? 'Edit answer' : 'Answer'} to ${review.reviewerName}`}
            >
              {review.answer ? 'Edit answer' : 'Answer'}
            </button>
          </>
        )}
      </article>
    </li>
  );
}

export function ReviewsTab({ business }: { business: Business }) {
  const reviews = useOwnerReviews(business._id);
  if (reviews.isPending) return <LoadingBlock label="Loading reviews..." />;
  const first = reviews.data?.pages[0];
  if (!first) {
    return (
      <Alert
        title={`Failed to load reviews: ${failureText(reviews.error, 'please try again')}`}
        onRetry={() => void reviews.refetch()}
      />
    );
  }
  if (first.count === 0) {
    return (
      <EmptyState icon={<StarIcon className="h-6 w-6" />} title="No reviews yet">
        Customers can review a booking once you mark it completed. Their reviews appear here for you to
        answer.
      </EmptyState>
    );
  }
  const list = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <section aria-labelledby="owner-reviews-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="owner-reviews-heading" className="text-lg font-semibold text-slate-900">
          Reviews
        </h2>
        <RatingSummary rating={{ average: first.average, count: first.count }} />
      </div>
      <p className="text-sm text-slate-600">
        {first.unanswered > 0 ? (
          <strong className="font-semibold text-slate-900" data-testid="unanswered-reviews">
            {first.unanswered === 1 ? '1 review waits' : `${first.unanswered} reviews wait`} for your
            answer.{' '}
          </strong>
        ) : (
          'Every review has your answer. '
        )}
        Unanswered reviews come first. Your answers show under the review on your public page.
      </p>
      <ul className="space-y-4" aria-label="Reviews of your business">
        {list.map((review) => (
          <OwnerReviewCard key={review._id} business={business} review={review} />
        ))}
      </ul>
      <ShowMoreButton
        pages={reviews}
        label="Show more reviews"
        loadingLabel="Loading more reviews..."
        className="w-full sm:w-auto"
      />
    </section>
  );
}
