// The business's private note and tags on a customer (decisions.md 9.4): a note and chips, checked
// with the shared schema (at most 10 tags of 1 to 30 characters, a note under 2000), saved with a
// toast like the other saves; the customer's list and page reload with them. Never shown to the
// customer.
import { customerNoteSchema, type CustomerNote, type CustomerNoteInput } from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useController, useForm, type FieldErrors } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { customersKey } from '@/entities/customer/api/keys';
import { failureText } from '@/lib/api-client';
import { saveCustomerNote } from '../api/save-customer-note';
import { TagsField } from './tags-field';

/**
 * The first problem of the tags: the list's own (too many) or one tag's (too long), wherever the
 * resolver put it (`tags`, `tags.root` beside errors of single tags, or `tags.{i}`).
 */
function tagsError(errors: FieldErrors<CustomerNoteInput>['tags']): string | undefined {
  if (!errors) return undefined;
  if (errors.message) return errors.message;
  if (errors.root?.message) return errors.root.message;
  const items = Array.isArray(errors) ? (errors as Array<{ message?: string } | undefined>) : [];
  return items.find((item) => item?.message)?.message;
}

export function CustomerNoteForm({
  businessId,
  customerKey,
  initial,
}: {
  businessId: string;
  customerKey: string;
  initial: CustomerNoteInput;
}) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<CustomerNoteInput, unknown, CustomerNote>({
    resolver: zodResolver(customerNoteSchema),
    defaultValues: initial,
  });
  const tags = useController({ control, name: 'tags' });

  const save = useMutation({
    mutationFn: (body: CustomerNote) => saveCustomerNote(businessId, customerKey, body),
    onSuccess: async (saved) => {
      reset(saved);
      toast.success('Note and tags saved.');
      await queryClient.invalidateQueries({ queryKey: customersKey(businessId) });
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) => save.mutate(body))}
      className="space-y-4"
      aria-busy={save.isPending}
    >
      {save.isError ? (
        <Alert title="Could not save the note">
          {failureText(save.error, 'Please try again.', { errorText: true })}
        </Alert>
      ) : null}
      <TextAreaField
        label="Private note"
        hint="Preferences, allergies, anything your team should know. The customer never sees it."
        rows={4}
        error={errors.note?.message}
        {...register('note')}
      />
      <TagsField tags={tags.field.value} onChange={tags.field.onChange} error={tagsError(errors.tags)} />
      <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
        {save.isPending ? <Spinner /> : null}
        {save.isPending ? 'Saving...' : 'Save'}
      </button>
    </form>
  );
}
