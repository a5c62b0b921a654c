// The team member form's state (decisions.md 9.1): react-hook-form checked with the shared request
// schema (on the request the values make, teamRequestOf), and the save: the member, then both
// team lists, the services (whose team members it changes) and the availability again.
import {
  createTeamMemberRequestSchema,
  type Business,
  type CreateTeamMemberRequest,
  type ManagedTeamMember,
  type Service,
} from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { ALL_AVAILABILITY_KEY, servicesKey } from '@/entities/service/api/keys';
import { refreshTeamMembers } from '@/entities/team-member/api/get-team-members';
import { useFocusFirstError } from '@/lib/use-focus-first-error';
import { saveTeamMember } from '../../api/save-team-member';
import { teamFormValues, teamRequestOf, type TeamFormValues } from '../../team-form-model';

export type TeamFormApi = UseFormReturn<TeamFormValues, unknown, CreateTeamMemberRequest>;

const checkRequest = zodResolver(createTeamMemberRequestSchema);

/** The shared schema's answer for the request the values make; its errors name the same fields. */
const teamResolver: Resolver<TeamFormValues, unknown, CreateTeamMemberRequest> = (values, context, options) =>
  checkRequest(
    teamRequestOf(values) as Parameters<typeof checkRequest>[0],
    context,
    options as never,
  ) as ReturnType<Resolver<TeamFormValues, unknown, CreateTeamMemberRequest>>;

export function useTeamMemberForm(
  business: Business,
  services: readonly Service[],
  member: ManagedTeamMember | null,
  onClose: () => void,
) {
  const queryClient = useQueryClient();
  const [initialValues] = useState(() =>
    teamFormValues(
      member,
      business.schedule,
      services.map((service) => service._id),
    ),
  );
  const form: TeamFormApi = useForm<TeamFormValues, unknown, CreateTeamMemberRequest>({
    resolver: teamResolver,
    defaultValues: initialValues,
    // Hours and services come and go with their switches: the first field in error on screen is focused.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, submitCount } = form.formState;
  useFocusFirstError(formRef, { submitCount, hasErrors: Object.keys(errors).length > 0 });

  const save = useMutation({
    mutationFn: (body: CreateTeamMemberRequest) => saveTeamMember(business._id, member?._id ?? null, body),
    onSuccess: async (saved) => {
      toast.success(member ? `${saved.name} updated.` : `${saved.name} added to your team.`);
      await Promise.all([
        refreshTeamMembers(queryClient, business._id),
        queryClient.invalidateQueries({ queryKey: servicesKey(business._id) }),
        queryClient.invalidateQueries({ queryKey: ALL_AVAILABILITY_KEY }),
      ]);
      onClose();
    },
  });

  return { form, formRef, save, onSubmit: form.handleSubmit((body) => save.mutate(body)) };
}
