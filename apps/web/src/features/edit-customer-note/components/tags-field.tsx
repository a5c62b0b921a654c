// The tags of a customer (the business's own words: "VIP", "prefers Maya"): chips with a remove
// button each, and a field that adds what is typed on Enter or with the Add button. A tag already
// there (in any case) is not added twice. How many and how long is the form's check (the shared
// schema's), shown under the field.
import { CUSTOMER_TAG_MAX_LENGTH } from '@booklane/shared/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { PlusIcon } from '@/components/ui/action-icons';
import { buttonClasses } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';

export function TagsField({
  tags,
  onChange,
  error,
}: {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  error: string | undefined;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    if (!tags.some((t) => t.toLowerCase() === tag.toLowerCase())) onChange([...tags, tag]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag instead of submitting the form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <div>
      <label htmlFor={`${id}-tag`} className="mb-1.5 block text-sm font-medium text-slate-800">
        Tags
      </label>
      {tags.length ? (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label="Tags of this customer">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-0.5 rounded-full bg-violet-50 py-0.5 pl-2.5 pr-0.5 text-sm font-medium text-violet-800 ring-1 ring-inset ring-violet-600/20"
            >
              <span className="min-w-0 break-words">{tag}</span>
              <button
                type="button"
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-violet-700 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:h-6 sm:w-6"
              >
                <CloseIcon className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          id={`${id}-tag`}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CUSTOMER_TAG_MAX_LENGTH * 2}
          placeholder="Add a tag, such as VIP"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`block w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm ${error ? 'border-red-400' : 'border-slate-300'}`}
        />
        <button type="button" onClick={add} className={buttonClasses('secondary', 'md', 'shrink-0')}>
          <PlusIcon className="h-4 w-4" />
          Add
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        Only you and your team see tags. Press Enter to add one.
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
