// The Add block dialog's state: react-hook-form over the draft (business-local dates and times),
// checked with the shared request schema on the instants it makes, and the creation: the block,
// then the blocks and the availability shown elsewhere again; the bookings under it go back to
// the Schedule tab to be listed.
import {
  createBlockRequestSchema,
  type Booking,
  type Business,
  type CreateBlockRequest,
} from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ALL_AVAILABILITY_KEY } from '@/entities/service/api/keys';
import { refreshBlocks } from '@/entities/team-member/api/get-blocks';
import { useFocusFirstError } from '@/lib/use-focus-first-error';
import { createBlock } from '../../api/create-block';
import {
  blockDraftErrors,
  blockRequestOf,
  draftFieldOf,
  emptyBlockDraft,
  type BlockDraft,
  type BlockDraftErrors,
} from '../../blocks-model';

function blockResolver(timeZone: string): Resolver<BlockDraft, unknown, CreateBlockRequest> {
  return async (values) => {
    const found: BlockDraftErrors = blockDraftErrors(values);
    if (Object.keys(found).length === 0) {
      const parsed = createBlockRequestSchema.safeParse(blockRequestOf(values, timeZone));
      if (parsed.success) return { values: parsed.data, errors: {} };
      for (const issue of parsed.error.issues) {
        found[draftFieldOf(issue.path[0], values.allDay)] ??= issue.message;
      }
    }
    const errors: FieldErrors<BlockDraft> = {};
    for (const [field, message] of Object.entries(found)) {
      errors[field as keyof BlockDraft] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}

export function useBlockForm(business: Business, today: string, onCreated: (affected: Booking[]) => void) {
  const queryClient = useQueryClient();
  const [resolver] = useState(() => blockResolver(business.timezone));
  const form = useForm<BlockDraft, unknown, CreateBlockRequest>({
    resolver,
    defaultValues: emptyBlockDraft(today),
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, submitCount } = form.formState;
  useFocusFirstError(formRef, { submitCount, hasErrors: Object.keys(errors).length > 0 });
  const create = useMutation({
    mutationFn: (body: CreateBlockRequest) => createBlock(business._id, body),
    onSuccess: async (answer) => {
      onCreated(answer.affectedBookings);
      await refreshBlocks(queryClient, business._id);
      // Booking sheets ask again: the block took the times away.
      await queryClient.invalidateQueries({ queryKey: ALL_AVAILABILITY_KEY });
    },
  });
  return { form, formRef, create, onSubmit: form.handleSubmit((body) => create.mutate(body)) };
}
