// /privacy (issue 39): the privacy notice: what Booklane stores, why, for how long, and the rights
// the profile screens put into practice (download, delete). The operator comes from the server's
// configuration (OPERATOR_NAME, OPERATOR_CONTACT_EMAIL, OPERATOR_ADDRESS).
import { PageTitle } from '@/components/ui/page-title';
import { operatorText, useOperator } from '@/entities/operator/api/get-operator';

/** What is stored and why. */
const STORED: Array<{ what: string; why: string }> = [
  {
    what: 'Your name, email address, phone number and a hash of your password (never the password itself)',
    why: 'To sign you in, to tell businesses who booked, and to send you confirmations and reminders.',
  },
  {
    what: 'Your bookings: the business, service, team member, date, time, notes and what happened to them',
    why: 'So that you and the business can see, change and keep a record of them.',
  },
  {
    what: 'Your chat messages with businesses',
    why: 'To deliver them and to show the conversation to both of you.',
  },
  {
    what: 'Your reviews of completed bookings',
    why: 'To show them on the business’s page and in its rating.',
  },
  {
    what: 'The emails we sent you and whether they were delivered',
    why: 'To retry failed deliveries and to show the business that you were told.',
  },
  {
    what: 'For businesses: the business profile, logo, hours, services, team and settings',
    why: 'To publish the business’s page and to take bookings for it.',
  },
  {
    what: 'Technical records: sign-in attempts by address and browser, for a limited time',
    why: 'To protect accounts from password guessing and the service from abuse.',
  },
  {
    what: 'In your browser: your sign-in, and after a booking as a guest a cookie naming your last five guest bookings (booklane_guest_bookings, 180 days)',
    why: 'To keep you signed in, and to show a new account its booking while its email address waits to be confirmed.',
  },
];

export default function PrivacyPage() {
  const operator = useOperator().data;
  const name = operatorText(operator, 'name');
  const contact = operatorText(operator, 'contactEmail');
  return (
    <article className="mx-auto max-w-3xl space-y-5 text-slate-700">
      <PageTitle subtitle={`How ${name} handles your personal data on this Booklane.`}>
        Privacy notice
      </PageTitle>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">Who is responsible</h2>
        <p>
          {name}, {operatorText(operator, 'address')}. Questions and requests: {contact}.
        </p>
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">What we store and why</h2>
        <dl className="space-y-3">
          {STORED.map((item) => (
            <div key={item.what} className="rounded-lg border border-slate-200 bg-white p-3">
              <dt className="font-medium text-slate-900">{item.what}</dt>
              <dd className="mt-1 text-sm">{item.why}</dd>
            </div>
          ))}
        </dl>
        <p>
          We do not sell your data or show advertising. A business you book with sees the details of your
          booking with it, and may keep its own records of it.
        </p>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">Your rights</h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>Download your data</strong>: your profile, bookings, reviews and messages as one file
            (JSON), and your bookings as a spreadsheet (CSV) or a calendar (iCalendar), from your profile
            page.
          </li>
          <li>
            <strong>Correct it</strong>: change your name, email and phone in your profile.
          </li>
          <li>
            <strong>Delete your account</strong> from your profile page: your upcoming bookings are cancelled
            (the businesses are told), your past bookings stay in the businesses’ records without your name,
            email or phone, and your chats are closed. You may register again with the same address.
          </li>
          <li>For anything else, or to complain, write to {contact}.</li>
        </ul>
      </section>
    </article>
  );
}
