// A team member's photo (the logo upload's pattern and rules): choose an image, see it previewed,
// upload it. A new member gets one once they are saved.
import type { ManagedTeamMember } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { UploadIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { refreshTeamMembers } from '@/entities/team-member/api/get-team-members';
import { TeamMemberAvatar } from '@/entities/team-member/ui/team-member-avatar';
import { PHOTO_ACCEPT, uploadTeamMemberPhoto } from '../../api/upload-team-member-photo';
import { FileInput } from '@/components/ui/file-input';

export function PhotoField({ member, businessId }: { member: ManagedTeamMember; businessId: string }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [photoUrl, setPhotoUrl] = useState(member.photoUrl);
  // The chosen file with its preview URL; the URL is released when replaced or on leaving.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!chosen) return;
    const { url } = chosen;
    return () => URL.revokeObjectURL(url);
  }, [chosen]);
  const choose = (next: File | null) =>
    setChosen(next ? { file: next, url: URL.createObjectURL(next) } : null);

  const upload = useMutation({
    mutationFn: (file: File) => uploadTeamMemberPhoto(member._id, file),
    onSuccess: async (saved) => {
      setPhotoUrl(saved.photoUrl);
      choose(null);
      if (inputRef.current) inputRef.current.value = '';
      await refreshTeamMembers(queryClient, businessId);
    },
  });

  return (
    <FormSection title="Photo" description="PNG, JPEG, WebP or GIF, up to 2 MB.">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <TeamMemberAvatar
          member={{ name: member.name, photoUrl }}
          preview={chosen?.url ?? null}
          size="lg"
          alt={chosen ? 'Photo preview' : `${member.name}'s photo`}
        />
        <div className="min-w-0 flex-1 space-y-2">
          <FileInput
            id={inputId}
            label="Photo image"
            accept={PHOTO_ACCEPT}
            inputRef={inputRef}
            onFile={(file) => {
              upload.reset();
              choose(file);
            }}
            labelClassName="block text-sm font-medium text-slate-800"
          />
          <button
            type="button"
            disabled={!chosen || upload.isPending}
            onClick={() => chosen && upload.mutate(chosen.file)}
            className={buttonClasses('secondary', 'sm')}
          >
            {upload.isPending ? <Spinner /> : <UploadIcon className="h-4 w-4" />}
            {upload.isPending ? 'Uploading...' : 'Upload photo'}
          </button>
        </div>
      </div>
      {upload.isError ? <Alert>{`Failed to upload photo: ${errorReason(upload.error)}`}</Alert> : null}
      {upload.isSuccess ? <Alert tone="success">Photo updated.</Alert> : null}
    </FormSection>
  );
}
