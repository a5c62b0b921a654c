// What the business page shows while the business loads: the shapes of its header (with the next
// free time) and services at their real sizes (margins and heights of business-header.tsx, book-now.tsx
// and services-section.tsx), so nothing moves when the content replaces them (issue 20: the
// page used to grow from a spinner line and push the footer away).

/** Three service cards' worth of placeholders (also the services section's own loading state). */
export function ServiceCardsSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading services" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <li key={i} className="h-44 animate-pulse rounded-2xl border border-slate-200 bg-white" />
      ))}
    </ul>
  );
}

/** The cancellation policy line above the services (one line from sm up, two on a phone). */
export function PolicyLineSkeleton() {
  return (
    <div aria-hidden="true" className="mb-4 h-10 sm:h-5">
      <div className="mt-1 h-3.5 w-4/5 max-w-md animate-pulse rounded bg-slate-100" />
    </div>
  );
}

const bar = 'animate-pulse rounded bg-slate-200';

export function BusinessPageSkeleton() {
  return (
    <div className="space-y-6">
      <p role="status" className="sr-only">
        Loading business…
      </p>
      <div aria-hidden="true">
        {/* Back */}
        <div className="mb-3 h-8 w-20 animate-pulse rounded-lg bg-slate-200/70" />
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div className="h-20 bg-gradient-to-r from-indigo-200 via-indigo-100 to-violet-100 sm:h-24" />
          <div className="px-5 pb-6 sm:px-8">
            <div className="-mt-10 sm:-mt-12">
              <div className="inline-block rounded-2xl bg-white p-1 shadow-md">
                <div className="h-20 w-20 animate-pulse rounded-xl bg-slate-200 sm:h-24 sm:w-24" />
              </div>
            </div>
            {/* Name and today's hours, then username and category */}
            <div className="mt-4 flex h-8 items-center gap-3 sm:h-9">
              <div className={`h-7 w-52 max-w-[60%] ${bar}`} />
              <div className="h-5 w-24 animate-pulse rounded-full bg-slate-100" />
            </div>
            <div className="mt-2 flex h-6 items-center gap-2">
              <div className="h-5 w-24 animate-pulse rounded-full bg-slate-100" />
              <div className="h-4 w-20 animate-pulse rounded bg-slate-100" />
            </div>
            {/* Next free time and (from sm) Book */}
            <div className="mt-4 flex h-11 items-center gap-4 sm:h-10">
              <div className={`h-4 w-44 ${bar}`} />
              <div className="hidden h-10 w-24 animate-pulse rounded-lg bg-slate-200 sm:block" />
            </div>
            {/* Description: three lines */}
            <div className="mt-4 max-w-3xl space-y-2 py-1">
              <div className={`h-4 w-full ${bar}`} />
              <div className={`h-4 w-11/12 ${bar}`} />
              <div className={`h-4 w-2/3 ${bar}`} />
            </div>
          </div>
        </div>
      </div>
      <section aria-hidden="true" className="mt-8">
        <div className={`mb-2 h-7 w-52 sm:h-8 ${bar}`} />
        <PolicyLineSkeleton />
        <ServiceCardsSkeleton />
      </section>
    </div>
  );
}
