// 'Business username' with the public page URL preview (host plus the lowercased username,
// spec sections 2 and 5), shared by the business registration and the business form.
import { publicPageLink } from '@booklane/shared/domain';
import { normalizeUsername } from '@booklane/shared/schemas';
import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/field';
import { LinkIcon } from '@/components/ui/icons';

export function BusinessUsernameField({
  username,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'label' | 'hint' | 'required' | 'optional'> & {
  /** The username typed now (useWatch), for the preview. */
  username: string | undefined;
}) {
  const preview = publicPageLink(
    globalThis.location?.origin ?? '',
    normalizeUsername(username ?? '') || 'your-username',
  );
  return (
    <TextField
      label="Business username"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      required
      hint={
        <div className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-slate-700">
          <LinkIcon className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" />
          <span className="min-w-0">
            <span className="block text-xs text-slate-500">Your public page</span>
            <span className="block break-all font-medium" data-testid="public-url-preview">
              {preview}
            </span>
          </span>
        </div>
      }
      {...props}
    />
  );
}
