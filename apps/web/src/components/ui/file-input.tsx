import type { Ref } from 'react';

// A labelled file picker (a logo, a team member's photo, a business photo): the browser's own
// control with its button styled as ours, 44 px tall on phones (a touch target) and 36 from `sm` up.
const FILE_INPUT_CLASSES =
  'block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-3 sm:file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600';

export function FileInput({
  id,
  label,
  accept,
  disabled,
  inputRef,
  onFile,
  labelClassName = 'mb-1.5 block text-sm font-medium text-slate-800',
}: {
  id: string;
  label: string;
  accept: string;
  disabled?: boolean;
  /** To clear the picker once its file is uploaded. */
  inputRef: Ref<HTMLInputElement>;
  /** The file chosen, or null when the choice was cleared. */
  onFile: (file: File | null) => void;
  labelClassName?: string;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className={FILE_INPUT_CLASSES}
      />
    </>
  );
}
