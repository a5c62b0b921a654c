/** A small spinning ring; decorative (say what is loading next to it). */
export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
    />
  );
}

/** A centred "loading" line for a section, announced politely. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-600">
      <Spinner className="h-5 w-5 text-indigo-600" />
      <span>{label}</span>
    </div>
  );
}
