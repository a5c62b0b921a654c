// The 1-5 star choice of a review: a radio group (native radios, so arrows move and select, Tab
// enters and leaves it as one stop), each star a 44 px target on phones. Pointing at a star
// previews it; the words under the stars say what the choice means.
import { useId, useState } from 'react';
import { StarIcon } from '@/components/ui/icons';

const WORDS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

export function StarPicker({
  value,
  onChange,
  onBlur,
  error,
  legend = 'Your rating',
  name,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
  legend?: string;
  name: string;
}) {
  const [preview, setPreview] = useState<number | null>(null);
  const errorId = useId();
  const wordsId = useId();
  const shown = preview ?? value ?? 0;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex items-center" onMouseLeave={() => setPreview(null)}>
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              onMouseEnter={() => setPreview(star)}
              className="relative flex h-11 w-11 items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 sm:h-10 sm:w-10"
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={value === star ? wordsId : undefined}
                className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-lg"
              />
              {/* An empty star is an outline dark enough to see (3:1 against white). */}
              <StarIcon
                fill={star <= shown ? 'currentColor' : 'none'}
                className={`pointer-events-none h-8 w-8 transition-colors ${
                  star <= shown ? 'text-amber-500' : 'text-slate-500'
                }`}
              />
              <span className="sr-only">
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        <span id={wordsId} className="text-sm font-medium text-slate-700">
          {shown ? WORDS[shown] : 'Choose 1 to 5 stars'}
        </span>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
