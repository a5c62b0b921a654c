// /terms (issue 39): the terms of use of this Booklane, naming its operator from the server's
// configuration (OPERATOR_NAME, OPERATOR_CONTACT_EMAIL, OPERATOR_ADDRESS).
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { PATHS } from '@/config/paths';
import { operatorText, useOperator } from '@/entities/operator/api/get-operator';

export default function TermsPage() {
  const operator = useOperator().data;
  const name = operatorText(operator, 'name');
  return (
    <article className="mx-auto max-w-3xl space-y-5 text-slate-700">
      <PageTitle subtitle={`This booking service is run by ${name}.`}>Terms of use</PageTitle>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">Who we are</h2>
        <p>
          {name}, {operatorText(operator, 'address')}. Contact: {operatorText(operator, 'contactEmail')}.
        </p>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">What the service does</h2>
        <p>
          Booklane lets businesses publish their services and opening hours, and lets customers and guests
          book them and chat with the business. A booking is an agreement between the customer and the
          business; {name} provides the booking service and is not a party to it.
        </p>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">Your account</h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Give true details, keep your password to yourself, and tell us if someone else used your account.
          </li>
          <li>Do not use the service to send unwanted messages, to harm others, or to break the law.</li>
          <li>
            Businesses keep their hours, services and prices up to date and honour the bookings they accept.
          </li>
          <li>
            You can download your data and delete your account at any time from your profile. See the{' '}
            <Link to={PATHS.privacy} className="font-medium text-indigo-700 underline">
              privacy notice
            </Link>
            .
          </li>
        </ul>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">Changes and questions</h2>
        <p>
          We tell account holders by email before these terms change. Questions:{' '}
          {operatorText(operator, 'contactEmail')}.
        </p>
      </section>
    </article>
  );
}
