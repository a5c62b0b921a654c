// "Embed on your website" (decisions.md 9.5, docs/decisions/0041), in the owner's Integrations tab:
// the two snippets (a Book button that opens the booking over the page, or the booking inline),
// each with Copy; the colour of the booking and its button, saved with the brand route (or
// Booklane's own); and a live preview of /embed/{username} at a phone's width that wears the colour
// being tried before it is saved (told to the frame with postMessage, same site only).
import { type Business } from '@booklane/shared/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { CopyIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { embedPath } from '@/config/paths';
import { accentColors, BOOKLANE_ACCENT } from '@/entities/business/model/brand-color';
import { EMBED_MESSAGE } from '@/entities/business/model/embed-messages';
import { failureText } from '@/lib/api-client';
import { useUpdateBrand } from '../api/update-brand';
import { embedSnippet, type EmbedMode } from '../model/snippets';

const SNIPPETS: ReadonlyArray<{ mode: EmbedMode; title: string; text: string }> = [
  {
    mode: 'button',
    title: 'A Book button',
    text: 'Adds a Book button where you paste it. The booking opens over your page, full screen on phones.',
  },
  {
    mode: 'inline',
    title: 'The booking in your page',
    text: 'Shows your services and the booking right in the page, as tall as it needs to be.',
  },
];

function Snippet({ title, text, code }: { title: string; text: string; code: string }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success('Snippet copied. Paste it into your site’s HTML.');
    } catch {
      toast.info('Select the snippet and copy it.');
    }
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {title}
      </label>
      <p id={`${id}-help`} className="mt-0.5 text-sm text-slate-600">
        {text}
      </p>
      <textarea
        id={id}
        readOnly
        rows={3}
        value={code}
        aria-describedby={`${id}-help`}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-2 block w-full resize-none rounded-lg field-sizing-content border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500"
      />
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={`Copy: ${title}`}
        className={buttonClasses('secondary', 'sm', 'mt-2')}
      >
        <CopyIcon className="h-4 w-4" />
        Copy
      </button>
    </div>
  );
}

export function EmbedSection({ business }: { business: Pick<Business, '_id' | 'username' | 'brandColor'> }) {
  const titleId = useId();
  const colorId = useId();
  const origin = window.location.origin;
  const saved = business.brandColor;
  // The colour being tried: null is Booklane's own.
  const [draft, setDraft] = useState<string | null>(saved);
  const update = useUpdateBrand(business._id);
  const preview = useRef<HTMLIFrameElement>(null);

  // The preview wears the colour being tried: told now, and again whenever the frame (re)loads.
  useEffect(() => {
    const tell = () =>
      preview.current?.contentWindow?.postMessage({ type: EMBED_MESSAGE.previewColor, color: draft }, origin);
    tell();
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (
        event.origin === origin &&
        event.source === preview.current?.contentWindow &&
        typeof data === 'object' &&
        data !== null &&
        (data as { type?: unknown }).type === EMBED_MESSAGE.ready
      ) {
        tell();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [draft, origin]);

  const save = (color: string | null) => {
    setDraft(color);
    update.mutate(color, {
      onSuccess: ({ brandColor }) => {
        setDraft(brandColor);
        toast.success(brandColor ? 'Colour saved.' : 'Your booking uses Booklane’s colours again.');
      },
    });
  };

  const shown = draft ?? BOOKLANE_ACCENT;
  const textOnIt = accentColors(shown).onAccent === '#ffffff' ? 'white' : 'dark';

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="embed-section"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Embed on your website
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Let visitors book from your own site. Paste one of these snippets into your site’s HTML where the
        booking should be.
      </p>
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0 space-y-6">
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">Colour</legend>
            <p className="mt-0.5 text-sm text-slate-600">
              Buttons and chosen times in your booking, and the Book button, take this colour; the text on it
              is {textOnIt}, so it stays easy to read.
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <label htmlFor={colorId} className="sr-only">
                Colour of your booking
              </label>
              <input
                id={colorId}
                type="color"
                value={shown}
                onChange={(event) => setDraft(event.target.value.toLowerCase())}
                className="h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
              />
              <span className="min-w-20 font-mono text-sm text-slate-700" aria-live="polite">
                {draft ?? 'Booklane’s'}
              </span>
              <button
                type="button"
                onClick={() => save(draft)}
                disabled={update.isPending || draft === saved}
                className={buttonClasses('primary', 'sm')}
              >
                {update.isPending ? <Spinner /> : null}
                Save colour
              </button>
              <button
                type="button"
                onClick={() => save(null)}
                disabled={update.isPending || (saved === null && draft === null)}
                className={buttonClasses('secondary', 'sm')}
              >
                Use Booklane’s colours
              </button>
            </div>
            {update.isError ? (
              <Alert className="mt-3">{failureText(update.error, 'The colour could not be saved.')}</Alert>
            ) : null}
          </fieldset>
          {SNIPPETS.map((snippet) => (
            <Snippet
              key={snippet.mode}
              title={snippet.title}
              text={snippet.text}
              code={embedSnippet(origin, business.username, snippet.mode, saved)}
            />
          ))}
        </div>
        <div>
          <p className="text-sm font-semibold text-slate-900">Preview</p>
          <p className="mb-2 text-sm text-slate-600">As a visitor sees it on a phone.</p>
          <iframe
            ref={preview}
            title="Preview of your booking on another site"
            src={embedPath(business.username)}
            className="h-[40rem] w-full rounded-xl border border-slate-300 bg-white sm:w-[390px]"
          />
        </div>
      </div>
    </section>
  );
}
