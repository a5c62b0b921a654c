// A time control (`HH:mm`) labelled for screen readers only: the row it stands in says what it is
// for visually ("Monday 9:00 to 17:00"). An error named by `errorId` marks it invalid.
const TIME_INPUT =
  'block min-h-11 w-full min-w-0 rounded-lg border bg-white px-2.5 py-2 text-base text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 disabled:bg-slate-100 disabled:text-slate-400 sm:min-h-0 sm:text-sm';

export function TimeInput({
  id,
  label,
  value,
  onChange,
  errorId,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the error that concerns this time, when there is one. */
  errorId?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="time"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={`${TIME_INPUT} ${errorId ? 'border-red-400' : 'border-slate-300'}`}
      />
    </>
  );
}
