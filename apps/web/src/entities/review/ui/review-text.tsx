// A review's or an answer's text as it was typed: plain text (React escapes it, never markup),
// line breaks kept, and a long unbroken string wraps instead of widening the page.
import type { OwnReview } from '@booklane/shared/schemas';
import { useHydrated } from '@/lib/server-view';
import { formatReviewDate } from '../model/reviews';

export function ReviewText({ text, className = '' }: { text: string; className?: string }) {
  if (!text) return null;
  return (
    <p className={`whitespace-pre-wrap break-words [overflow-wrap:anywhere] text-slate-800 ${className}`}>
      {text}
    </p>
  );
}

/** "Response from {business}": the business's answer under a review. */
export function ReviewAnswerBlock({
  answer,
  businessName,
  className = '',
}: {
  answer: NonNullable<OwnReview['answer']>;
  businessName: string;
  className?: string;
}) {
  const zone = useHydrated() ? undefined : 'UTC';
  return (
    <div className={`rounded-lg border-l-4 border-indigo-300 bg-slate-50 px-3 py-2 ${className}`}>
      <p className="text-sm font-semibold text-slate-900">
        Response from {businessName}
        <span className="ml-2 font-normal text-slate-600">{formatReviewDate(answer.createdAt, zone)}</span>
      </p>
      <ReviewText text={answer.text} className="mt-1 text-sm" />
    </div>
  );
}
