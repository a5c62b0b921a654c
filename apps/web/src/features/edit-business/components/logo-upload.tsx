// Logo upload (spec section 2): choose an image, see it previewed, upload it. 'Logo updated
// successfully!' or 'Failed to upload logo: {reason}' (spec section 8). The navigation bar and
// the directory show the new logo once the business is reloaded.
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from '@booklane/shared/domain';
import { type Business } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ProfileCard } from '@/components/profile/profile-card';
import { UploadIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { logoSources } from '@/lib/logo-url';
import { refreshOwnBusiness } from '@/entities/business/api/get-my-business';
import { LOGO_ACCEPT, uploadLogo } from '../api/upload-logo';
import { FileInput } from '@/components/ui/file-input';

export function LogoUpload({ business }: { business: Business }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The chosen file with its preview URL; the URL is released when replaced or on leaving.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!chosen) return;
    const { url } = chosen;
    return () => URL.revokeObjectURL(url);
  }, [chosen]);
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  const choose = (next: File | null) =>
    setChosen(next ? { file: next, url: URL.createObjectURL(next) } : null);

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadLogo(business._id, chosen),
    onSuccess: async () => {
      choose(null);
      if (inputRef.current) inputRef.current.value = '';
      await refreshOwnBusiness(queryClient);
    },
  });

  const sources = preview ? [preview] : logoSources(business.logo);
  return (
    <ProfileCard title="Business Logo" description="PNG, JPEG, WebP or GIF, up to 2 MB.">
      <div className="flex flex-col items-center gap-4 text-center">
        <Avatar
          sources={sources}
          name={business.name}
          size="xl"
          shape="rounded"
          maxInitials={1}
          alt={preview ? 'Logo preview' : `${business.name} logo`}
        />
        {upload.isError ? (
          <Alert className="w-full text-left">{FAILURE_MESSAGES.uploadLogo(errorReason(upload.error))}</Alert>
        ) : null}
        {upload.isSuccess ? (
          <Alert tone="success" className="w-full text-left">
            {SUCCESS_MESSAGES.logoUpdated}
          </Alert>
        ) : null}
        <div className="w-full">
          <FileInput
            id={inputId}
            label="Logo image"
            accept={LOGO_ACCEPT}
            inputRef={inputRef}
            onFile={(file) => {
              upload.reset();
              choose(file);
            }}
            labelClassName="mb-1.5 block text-left text-sm font-medium text-slate-800"
          />
        </div>
        <button
          type="button"
          disabled={!file || upload.isPending}
          onClick={() => file && upload.mutate(file)}
          className={buttonClasses('primary', 'md', 'w-full')}
        >
          {upload.isPending ? <Spinner /> : <UploadIcon className="h-4 w-4" />}
          {upload.isPending ? 'Uploading...' : 'Upload logo'}
        </button>
      </div>
    </ProfileCard>
  );
}
