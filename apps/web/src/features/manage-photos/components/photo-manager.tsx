// The owner's photos of the business page (issue 39 item 2, docs/decisions/0046), beside the logo
// on the business profile: add one (with an optional description), describe, move up or down, and
// delete; at most BUSINESS_PHOTOS_MAX, which the card says before the server has to.
import { BUSINESS_PHOTOS_MAX, PHOTO_MESSAGES } from '@booklane/shared/domain';
import type { Business, BusinessPhoto } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ProfileCard } from '@/components/profile/profile-card';
import { ChevronLeftIcon, ChevronRightIcon, TrashIcon, UploadIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { setBusinessPhotos, useBusinessPhotos } from '@/entities/business-photo/api/get-business-photos';
import { deletePhoto, describePhoto, PHOTO_ACCEPT, reorderPhotos, uploadPhoto } from '../api/photos';
import { FileInput } from '@/components/ui/file-input';

const INPUT =
  'block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 sm:py-2';

function PhotoRow({
  businessId,
  photo,
  index,
  count,
  busy,
  onMove,
  onDelete,
}: {
  businessId: string;
  photo: BusinessPhoto;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  onDelete: () => void;
}) {
  const queryClient = useQueryClient();
  const altId = useId();
  const [alt, setAlt] = useState(photo.alt);
  const describe = useMutation({
    mutationFn: () => describePhoto(photo._id, alt),
    onSuccess: () => setBusinessPhotos(queryClient, businessId),
  });
  const name = `photo ${index + 1}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-start">
      <img
        src={photo.files[0]!.webp}
        width={photo.width}
        height={photo.height}
        alt={photo.alt || `Photo ${index + 1}`}
        className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover sm:w-40"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor={altId} className="block text-sm font-medium text-slate-800">
          Description of {name} (optional)
        </label>
        <div className="flex gap-2">
          <input
            id={altId}
            value={alt}
            maxLength={200}
            onChange={(event) => {
              describe.reset();
              setAlt(event.target.value);
            }}
            placeholder="What the photo shows"
            className={INPUT}
          />
          <button
            type="button"
            disabled={describe.isPending || alt.trim() === photo.alt}
            onClick={() => describe.mutate()}
            className={buttonClasses('secondary', 'sm', 'shrink-0')}
          >
            Save
          </button>
        </div>
        {describe.isError ? <Alert>{errorReason(describe.error)}</Alert> : null}
        {describe.isSuccess ? <p className="text-sm text-emerald-700">Description saved.</p> : null}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy || index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={`Move ${name} earlier`}
            className={buttonClasses('secondary', 'sm')}
          >
            <ChevronLeftIcon className="h-4 w-4" />
            Earlier
          </button>
          <button
            type="button"
            disabled={busy || index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={`Move ${name} later`}
            className={buttonClasses('secondary', 'sm')}
          >
            Later
            <ChevronRightIcon className="h-4 w-4" />
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={onDelete}
            aria-label={`Delete ${name}`}
            className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
          >
            <TrashIcon className="h-4 w-4" />
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}

export function PhotoManager({ business }: { business: Business }) {
  const queryClient = useQueryClient();
  const photos = useBusinessPhotos(business._id);
  const list = photos.data ?? [];
  const full = list.length >= BUSINESS_PHOTOS_MAX;
  const inputId = useId();
  const altId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [deleting, setDeleting] = useState<BusinessPhoto | null>(null);

  const refresh = (next?: BusinessPhoto[]) => setBusinessPhotos(queryClient, business._id, next);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadPhoto(business._id, chosen, alt),
    onSuccess: async () => {
      setFile(null);
      setAlt('');
      if (inputRef.current) inputRef.current.value = '';
      await refresh();
    },
  });
  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderPhotos(business._id, ids),
    onSuccess: (next) => refresh(next),
  });
  const remove = useMutation({
    mutationFn: (photo: BusinessPhoto) => deletePhoto(photo._id),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
  });
  const move = (from: number, to: number) => {
    const ids = list.map((p) => p._id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    reorder.mutate(ids);
  };
  const busy = reorder.isPending || remove.isPending;

  return (
    <ProfileCard
      title="Business Photos"
      description={`Up to ${BUSINESS_PHOTOS_MAX} photos for your public page, in this order. PNG, JPEG, WebP or GIF, up to 8 MB each.`}
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700" data-testid="photo-count">
          {list.length} of {BUSINESS_PHOTOS_MAX} photos
        </p>
        {full ? <Alert tone="info">{PHOTO_MESSAGES.tooMany}</Alert> : null}
        {upload.isError ? <Alert>{`Failed to upload photo: ${errorReason(upload.error)}`}</Alert> : null}
        {reorder.isError ? <Alert>{`Failed to reorder photos: ${errorReason(reorder.error)}`}</Alert> : null}
        <div className="space-y-3">
          <div>
            <FileInput
              id={inputId}
              label="Photo image"
              accept={PHOTO_ACCEPT}
              disabled={full}
              inputRef={inputRef}
              onFile={(chosen) => {
                upload.reset();
                setFile(chosen);
              }}
            />
          </div>
          <div>
            <label htmlFor={altId} className="mb-1.5 block text-sm font-medium text-slate-800">
              Description (optional)
            </label>
            <input
              id={altId}
              value={alt}
              maxLength={200}
              disabled={full}
              onChange={(event) => setAlt(event.target.value)}
              placeholder="What the photo shows, for people who cannot see it"
              className={INPUT}
            />
          </div>
          <button
            type="button"
            disabled={!file || full || upload.isPending}
            onClick={() => file && upload.mutate(file)}
            className={buttonClasses('primary', 'md', 'w-full')}
          >
            {upload.isPending ? <Spinner /> : <UploadIcon className="h-4 w-4" />}
            {upload.isPending ? 'Uploading...' : 'Upload photo'}
          </button>
        </div>
        {list.length > 0 ? (
          <ol className="space-y-3" aria-label="Your photos, in order">
            {list.map((photo, index) => (
              <PhotoRow
                key={photo._id}
                businessId={business._id}
                photo={photo}
                index={index}
                count={list.length}
                busy={busy}
                onMove={(to) => move(index, to)}
                onDelete={() => setDeleting(photo)}
              />
            ))}
          </ol>
        ) : null}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this photo?"
        message="It disappears from your public page at once."
        confirmLabel="Delete photo"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        {remove.isError ? <Alert>{errorReason(remove.error)}</Alert> : null}
      </ConfirmDialog>
    </ProfileCard>
  );
}
