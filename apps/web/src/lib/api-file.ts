// Files the API answers (the CSV exports, decisions.md 9.4). They need the bearer token, which a
// plain link cannot carry: the file is fetched like any call, then handed to the browser as a
// download with the name the server gave it. Apart from api-client.ts so that only the screens
// with an export button load it.
import type { RequestInput } from '@booklane/shared/api';
import { OPERATION_ROUTES } from '@booklane/shared/api/operation-routes';
import type { OperationId } from '@booklane/shared/api/operations';
import { apiUrl, send } from './api-client';

/** A file the API answered: its bytes and the name of its `Content-Disposition` (null: none). */
export type ApiFile = { blob: Blob; fileName: string | null };

/**
 * `attachment; filename="a.csv"; filename*=UTF-8''%C3%A9.csv` -> the UTF-8 name, else the plain one.
 * @internal Exported for its unit tests.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** Calls a file operation (GET, no body) with the session's token; an ApiError when it fails. */
export async function fetchApiFile<K extends OperationId>(
  id: K,
  input: Pick<RequestInput<K>, 'params' | 'query'>,
): Promise<ApiFile> {
  const response = await send(OPERATION_ROUTES[id][0], apiUrl(id, input), undefined, {}, '*/*');
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** Hands a file to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Kept a while: some browsers start reading the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
