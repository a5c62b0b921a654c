import { useEffect, type ReactNode } from 'react';
import { StoreIcon, UserIcon } from '@/components/ui/icons';

/** The frame of the four sign-in and registration screens. */
export function AuthCard({
  title,
  subtitle,
  role,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  role: 'business' | 'customer';
  children: ReactNode;
  footer?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Booklane`;
  }, [title]);
  const RoleIcon = role === 'business' ? StoreIcon : UserIcon;
  return (
    <div className="mx-auto w-full max-w-md py-2 sm:py-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
            <RoleIcon className="h-6 w-6" />
          </div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">{subtitle}</p>
        </div>
        {children}
      </div>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-slate-600">{footer}</div> : null}
    </div>
  );
}
