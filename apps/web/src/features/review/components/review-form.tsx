// The review form (docs/decisions/0023): 1-5 stars and an optional text of up to 2,000 characters
// with a counter, checked by the shared request schema before it is sent. Writes a new review or
// changes the author's own; the server's refusals (not completed, too late, already reviewed)
// show in its own words.
import { REVIEW_TEXT_MAX_LENGTH, textLength } from '@booklane/shared/domain';
import { reviewRequestSchema, type OwnReview } from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { failureText, hasStatus } from '@/lib/api-client';
import { characterCount } from '@/entities/review/model/reviews';
import { useFocusFirstError } from '@/lib/use-focus-first-error';
import { StarPicker } from './star-picker';

/** What the form sends: the stars and the cleaned text ('' for none). */
export type ReviewBody = { rating: number; text: string };

type Values = { rating: number | null; text: string };

const SAVE_FAILED = 'Your review could not be saved. Please try again.';

const refused = (err: unknown) => hasStatus(err, 409) || hasStatus(err, 404);

export function ReviewForm({
  review,
  save,
  onSaved,
  onRefused,
}: {
  /** The author's review to change; null to write one. */
  review: OwnReview | null;
  /** The call that writes (or changes) it: the customer's or the manage link's. */
  save: (body: ReviewBody) => Promise<OwnReview>;
  onSaved: (review: OwnReview) => void;
  /**
   * The server refused (409: too late, already reviewed; 404): what the screen shows may be
   * stale. Told the server's words, which the caller shows (the form may be replaced on reload).
   */
  onRefused?: (message: string) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const pickerName = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, submitCount },
  } = useForm<Values, unknown, ReviewBody>({
    resolver: zodResolver(reviewRequestSchema) as unknown as Resolver<Values, unknown, ReviewBody>,
    defaultValues: { rating: review?.rating ?? null, text: review?.text ?? '' },
    shouldFocusError: false,
  });
  useFocusFirstError(formRef, { submitCount, hasErrors: Object.keys(errors).length > 0 });
  const text = useWatch({ control, name: 'text' }) ?? '';
  const tooLong = textLength(text.trim()) > REVIEW_TEXT_MAX_LENGTH;

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      toast.success(
        review
          ? 'Your review is updated.'
          : saved.heldUntil
            ? 'Thank you! Your review is held for checking.'
            : 'Thank you! Your review is published.',
      );
      onSaved(saved);
    },
    onError: (err) => {
      if (refused(err)) onRefused?.(failureText(err, SAVE_FAILED, { errorText: true }));
    },
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit((body) => mutation.mutate(body))}
      className="space-y-5"
      aria-label={review ? 'Edit your review' : 'Write a review'}
    >
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarPicker
            name={pickerName}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.rating?.message}
          />
        )}
      />
      <TextAreaField
        label="Your review"
        optional
        rows={6}
        placeholder="What went well? What could be better?"
        error={errors.text?.message}
        hint={
          <span className={tooLong ? 'font-medium text-red-700' : undefined}>
            {characterCount(text.trim(), REVIEW_TEXT_MAX_LENGTH)}
          </span>
        }
        {...register('text')}
      />
      {mutation.isError && !(onRefused && refused(mutation.error)) ? (
        <Alert>{failureText(mutation.error, SAVE_FAILED, { errorText: true })}</Alert>
      ) : null}
      <button
        type="submit"
        disabled={mutation.isPending}
        className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
      >
        {mutation.isPending ? <Spinner /> : null}
        {mutation.isPending ? 'Saving...' : review ? 'Save changes' : 'Publish review'}
      </button>
    </form>
  );
}
