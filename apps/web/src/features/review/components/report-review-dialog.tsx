// "Report this review": a reason (1-500 characters, the shared schema's rule) sent to the business;
// the server's refusal (reported before) shows in its words.
import { type BodyInput } from '@booklane/shared/api';
import { REVIEW_MESSAGES, REVIEW_REPORT_REASON_MAX_LENGTH, textLength } from '@booklane/shared/domain';
import { reviewReportRequestSchema, type PublicReview } from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { failureText, hasStatus } from '@/lib/api-client';
import { characterCount } from '@/entities/review/model/reviews';
import { reportReview } from '../api/report-review';

type Values = { reason: string };
type ReportBody = BodyInput<'reportReview'>;

const REPORT_FAILED = 'Your report could not be sent. Please try again.';

export function ReportReviewDialog({
  review,
  onClose,
  onReported,
}: {
  review: PublicReview;
  onClose: () => void;
  /** The report went through, or the server says it was sent before. */
  onReported: () => void;
}) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Values, unknown, ReportBody>({
    resolver: zodResolver(reviewReportRequestSchema) as unknown as Resolver<Values, unknown, ReportBody>,
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' }) ?? '';
  const mutation = useMutation({
    mutationFn: (body: ReportBody) => reportReview(review._id, body),
    onSuccess: (answer) => {
      toast.success(answer?.message || REVIEW_MESSAGES.reported);
      onReported();
      onClose();
    },
    onError: (err) => {
      if (hasStatus(err, 409)) onReported();
    },
  });
  const close = () => {
    if (!mutation.isPending) onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      title="Report this review"
      description={`Tell the business what is wrong with the review by ${review.reviewerName}.`}
      footer={
        <>
          <button type="button" onClick={close} className={buttonClasses('secondary', 'md')}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            disabled={mutation.isPending}
            className={buttonClasses('danger', 'md')}
          >
            {mutation.isPending ? <Spinner /> : null}
            {mutation.isPending ? 'Sending...' : 'Send report'}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={handleSubmit((body) => mutation.mutate(body))}
        className="space-y-4"
      >
        <TextAreaField
          label="Why are you reporting it?"
          rows={4}
          data-autofocus
          error={errors.reason?.message}
          hint={
            <span
              className={
                textLength(reason.trim()) > REVIEW_REPORT_REASON_MAX_LENGTH
                  ? 'font-medium text-red-700'
                  : undefined
              }
            >
              {characterCount(reason.trim(), REVIEW_REPORT_REASON_MAX_LENGTH)}
            </span>
          }
          {...register('reason')}
        />
        {mutation.isError ? (
          <Alert>{failureText(mutation.error, REPORT_FAILED, { errorText: true })}</Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
