// A plain table of the table view: a caption naming it (read, not shown: the panel's heading says
// the same above it), column headers, and the first cell of each row a row header, so a screen
// reader says "Maya Lopez, Utilisation, 72%". When it is wider than a phone it scrolls sideways,
// and the scrolling box can then be reached and scrolled with the keyboard.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export type Column = { label: string; numeric?: boolean };

export function DataTable({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  columns: readonly Column[];
  /** Each row's key and its cells, in the columns' order (the first is the row's header). */
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
  empty: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      {...(scrolls ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-2 py-2 font-semibold sm:px-3 ${column.numeric ? 'text-right' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-2 py-3 text-slate-600 sm:px-3">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-2 py-2 font-medium text-slate-900 sm:px-3">
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={i}
                      className={`px-2 py-2 text-slate-700 sm:px-3 ${columns[i]?.numeric ? 'text-right tabular-nums' : ''}`}
                    >
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
