// /embed/:username (decisions.md 9.5, docs/decisions/0041): the booking flow alone, for other sites
// to frame (public/embed.js opens it in an overlay or puts it inline). The business's logo and name,
// its services, then the business page's booking sheet in their place (not a modal: an inline frame
// is only as tall as its content), then the success sheet. No navigation bar, footer, chat or
// directory: links to the full page open in a new tab. The business's colour is the accent.
import {
  bookingCreatedAlert,
  ERROR_MESSAGES,
  guestBookingResult,
  ONBOARDING_TEXTS,
} from '@booklane/shared/domain';
import { type Business, type Service } from '@booklane/shared/schemas';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { dashboardPathOf, publicPagePath, registerPathOf } from '@/config/paths';
import { useBusiness } from '@/entities/business/api/get-business';
import { accentStyle } from '@/entities/business/model/brand-color';
import { EMBED_MESSAGE } from '@/entities/business/model/embed-messages';
import { useActiveServices } from '@/entities/service/api/get-services';
import { ServiceCard } from '@/entities/service/ui/service-card';
import type { BookedResult } from '@/features/book-service/components/booking-form';
import { BookingSheet, preloadBookingForm } from '@/features/book-service/components/booking-sheet';
import {
  BookingResultIcon,
  BookingSuccessDetails,
  type GuestBookingSummary,
} from '@/features/book-service/components/booking-success-details';
import { failureText, hasStatus } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { logoSources } from '@/lib/logo-url';
import { tellParent, useEscapeClosesOverlay, useFrameHeight, usePreviewColor } from './use-frame';

type Step =
  | { kind: 'services' }
  | { kind: 'booking'; service: Service }
  | { kind: 'done'; summary: GuestBookingSummary; asCustomer: boolean };

const PAD = 'px-5 sm:px-6';
const NEW_TAB = <span className="sr-only"> (opens in a new tab)</span>;

/** Link text, then the new-tab icon kept on the line of the last word. */
function NewTabText({ text }: { text: string }) {
  const at = text.lastIndexOf(' ') + 1;
  return (
    <span>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">
        {text.slice(at)}
        <ExternalLinkIcon className="ml-1 inline h-3.5 w-3.5 align-[-0.125em]" />
      </span>
      {NEW_TAB}
    </span>
  );
}

function Skeleton() {
  return (
    <div aria-busy="true" className={`${PAD} py-5`}>
      <p role="status" className="sr-only">
        Loading…
      </p>
      <div aria-hidden="true" className="flex items-center gap-3">
        <div className="h-12 w-12 animate-pulse rounded-xl bg-slate-200" />
        <div className="h-6 w-48 animate-pulse rounded bg-slate-200" />
      </div>
      <div aria-hidden="true" className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="h-44 animate-pulse rounded-2xl border border-slate-200" />
        <div className="h-44 animate-pulse rounded-2xl border border-slate-200" />
      </div>
    </div>
  );
}

function Header({ business }: { business: Business }) {
  return (
    // Room on the right for the close button embed.js lays over the frame. Its landmarks are named
    // after the business: framed in a page (or the dashboard's preview) that has its own banner and
    // main, a screen reader's list of landmarks tells them apart.
    <header
      aria-label={business.name}
      className="flex items-center gap-3 border-b border-slate-200 py-4 pl-5 pr-16 sm:pl-6"
    >
      <Avatar sources={logoSources(business.logo)} name={business.name} shape="rounded" maxInitials={1} />
      <div className="min-w-0">
        <h1 className="break-words text-lg font-semibold text-slate-900 sm:text-xl">{business.name}</h1>
        <a
          href={publicPagePath(business.username)}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1 text-sm text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline sm:min-h-0"
        >
          See the full page
          <ExternalLinkIcon className="h-3.5 w-3.5" />
          {NEW_TAB}
        </a>
      </div>
    </header>
  );
}

function Services({ business, onBook }: { business: Business; onBook: (service: Service) => void }) {
  const services = useActiveServices(business._id);
  if (services.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
        <p role="status" className="sr-only">
          Loading services…
        </p>
        <div aria-hidden="true" className="h-44 animate-pulse rounded-2xl border border-slate-200" />
        <div aria-hidden="true" className="h-44 animate-pulse rounded-2xl border border-slate-200" />
      </div>
    );
  }
  if (services.isError) {
    return (
      <Alert title="Failed to load services" onRetry={() => void services.refetch()}>
        Please check your connection and try again.
      </Alert>
    );
  }
  if (services.data.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        {ONBOARDING_TEXTS.notTakingBookings}
      </p>
    );
  }
  return (
    <ul aria-label="Services" className="grid gap-4 sm:grid-cols-2">
      {services.data.map((service) => (
        <ServiceCard
          key={service._id}
          service={service}
          business={business}
          onBook={onBook}
          onBookIntent={preloadBookingForm}
        />
      ))}
    </ul>
  );
}

function Done({
  summary,
  asCustomer,
  onAnother,
  onClose,
}: {
  summary: GuestBookingSummary;
  asCustomer: boolean;
  onAnother: () => void;
  onClose: () => void;
}) {
  const { status } = summary.booking;
  const result = guestBookingResult(status);
  return (
    <section aria-labelledby="embed-done-title">
      <div className="flex items-start gap-3">
        <BookingResultIcon status={status} />
        <div className="min-w-0">
          <h2
            id="embed-done-title"
            tabIndex={-1}
            data-step-heading
            className="text-lg font-semibold text-slate-900 outline-none sm:text-xl"
          >
            {result.title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {asCustomer ? bookingCreatedAlert(status) : result.text}
          </p>
        </div>
      </div>
      <div className="mt-4">
        <BookingSuccessDetails summary={summary} />
      </div>
      <p className="mt-4 text-sm">
        <a
          href={asCustomer ? dashboardPathOf('customer') : registerPathOf('customer')}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center font-medium text-indigo-700 underline-offset-2 hover:underline sm:min-h-0"
        >
          <NewTabText
            text={
              asCustomer ? 'See my bookings on Booklane' : 'Create a Booklane account to track this booking'
            }
          />
        </a>
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onAnother} className={buttonClasses('secondary', 'md')}>
          Book another service
        </button>
        <button type="button" onClick={onClose} className={buttonClasses('primary', 'md')}>
          Done
        </button>
      </div>
    </section>
  );
}

export default function EmbedPage() {
  const username = useParams().username ?? '';
  const business = useBusiness({ username });
  const preview = usePreviewColor();
  const root = useRef<HTMLDivElement>(null);
  useFrameHeight(root);
  useEscapeClosesOverlay();
  const [step, setStep] = useState<Step>({ kind: 'services' });
  // The Book button that opened the sheet takes the focus back when the visitor returns (the
  // services stay mounted, hidden, meanwhile).
  const opener = useRef<HTMLElement | null>(null);

  const notFound = business.isError && hasStatus(business.error, 404);
  useDocumentTitle(
    business.data
      ? `Book with ${business.data.name}`
      : business.isError
        ? notFound
          ? ERROR_MESSAGES.businessNotFound
          : 'Booking'
        : null,
  );

  // The frame shows the page's own white, not the app's grey, below a short step.
  useEffect(() => {
    const { classList } = document.body;
    const grey = classList.contains('bg-slate-50');
    classList.replace('bg-slate-50', 'bg-white');
    return () => {
      if (grey) classList.replace('bg-white', 'bg-slate-50');
    };
  }, []);

  // Each step starts at its heading: screen readers announce it, and the frame shows its top.
  useEffect(() => {
    const container = root.current;
    if (!container) return;
    if (step.kind === 'services') {
      const button = opener.current;
      opener.current = null;
      if (button?.isConnected) button.focus();
      return;
    }
    container.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step]);

  const data = business.data;
  const color = preview ? preview.color : data?.brandColor;

  const onBooked = ({ booking, asCustomer, guest }: BookedResult) => {
    if (step.kind !== 'booking' || !data) return;
    setStep({
      kind: 'done',
      asCustomer,
      summary: {
        booking,
        businessName: data.name,
        serviceName: step.service.name,
        timezone: data.timezone,
        address: data.address,
        guest,
      },
    });
  };

  let content;
  if (business.isPending) {
    content = <Skeleton />;
  } else if (business.isError) {
    content = (
      <div className={`${PAD} py-8`}>
        <h1 className="sr-only">{notFound ? ERROR_MESSAGES.businessNotFound : 'Booking'}</h1>
        <Alert
          title={
            notFound
              ? ERROR_MESSAGES.businessNotFound
              : failureText(business.error, ERROR_MESSAGES.loadBusinessDetails)
          }
          onRetry={notFound ? undefined : () => void business.refetch()}
        >
          {notFound
            ? 'This booking page does not exist or the business has moved.'
            : 'Please try again in a moment.'}
        </Alert>
      </div>
    );
  } else if (data) {
    content = (
      <>
        <Header business={data} />
        <main aria-label={`Book with ${data.name}`} className={`${PAD} pt-5 pb-5`}>
          <section aria-labelledby="embed-services-title" hidden={step.kind !== 'services'}>
            <h2 id="embed-services-title" className="mb-4 text-base font-semibold text-slate-900">
              Choose a service
            </h2>
            <Services
              business={data}
              onBook={(service) => {
                opener.current =
                  document.activeElement instanceof HTMLElement ? document.activeElement : null;
                setStep({ kind: 'booking', service });
              }}
            />
          </section>
          {step.kind === 'services' ? null : step.kind === 'booking' ? (
            <section aria-labelledby="embed-booking-title">
              <button
                type="button"
                onClick={() => setStep({ kind: 'services' })}
                className={buttonClasses('ghost', 'sm', '-ml-3 mb-2')}
              >
                <ArrowLeftIcon className="h-4 w-4" />
                All services
              </button>
              <h2
                id="embed-booking-title"
                tabIndex={-1}
                data-step-heading
                className="text-lg font-semibold text-slate-900 outline-none sm:text-xl"
              >
                Book {step.service.name}
              </h2>
              <p className="mb-4 mt-0.5 text-sm text-slate-600">Complete your booking with {data.name}</p>
              <BookingSheet service={step.service} business={data} onBooked={onBooked} />
            </section>
          ) : (
            <Done
              summary={step.summary}
              asCustomer={step.asCustomer}
              onAnother={() => setStep({ kind: 'services' })}
              onClose={() => {
                // The overlay of embed.js closes; an inline frame (or the page alone) starts over.
                tellParent({ type: EMBED_MESSAGE.close });
                setStep({ kind: 'services' });
              }}
            />
          )}
        </main>
      </>
    );
  }

  return (
    <div ref={root} style={accentStyle(color)} className="bg-white text-slate-900">
      {content}
    </div>
  );
}
