// A button that downloads a file the API answers (a CSV export): busy while it loads, the file
// saved under the server's name (else `fallbackName`), a failure told in a toast with its reason.
import { useState, type ReactNode } from 'react';
import { saveFile, type ApiFile } from '@/lib/api-file';
import { errorReason } from '@/lib/api-client';
import { buttonClasses } from './button';
import { DownloadIcon } from './report-icons';
import { Spinner } from './spinner';
import { toast } from './toast';

export function DownloadButton({
  load,
  fallbackName,
  failure,
  children,
  className = buttonClasses('secondary', 'sm'),
}: {
  /** Fetches the file (`fetchApiFile` with the operation and its parameters); null: not now. */
  load: (() => Promise<ApiFile>) | null;
  fallbackName: string;
  /** The start of the failure text: "{failure}: {reason}". */
  failure: string;
  children: ReactNode;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!load) return;
    setBusy(true);
    try {
      const file = await load();
      saveFile(file.blob, file.fileName ?? fallbackName);
    } catch (err) {
      toast.error(`${failure}: ${errorReason(err)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy || !load}
      aria-busy={busy}
      className={className}
    >
      {busy ? <Spinner /> : <DownloadIcon className="h-4 w-4" />}
      {children}
    </button>
  );
}
