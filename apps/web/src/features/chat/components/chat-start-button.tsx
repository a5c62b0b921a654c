// The chat-start button of a business page (spec section 2): a signed-in customer goes to the
// chat with the business; anyone else is told 'Please log in as a customer to start a chat.'
import { AUTH_MESSAGES } from '@booklane/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MessageIcon } from '@/components/ui/action-icons';
import { buttonClasses } from '@/components/ui/button';
import { chatWithBusinessPath, loginPathOf } from '@/config/paths';
import { useSession } from '@/lib/session';

export function ChatStartButton({ businessId }: { businessId: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button
        type="button"
        onClick={() => {
          if (user?.role === 'customer') {
            void navigate(chatWithBusinessPath(businessId));
          } else {
            setRefused(true);
          }
        }}
        className={buttonClasses('primary', 'sm', 'shrink-0')}
      >
        <MessageIcon className="h-4 w-4" />
        Start Chat
      </button>
      {refused ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {AUTH_MESSAGES.customerChatOnly}{' '}
          {user ? null : (
            <Link
              to={loginPathOf('customer')}
              className="font-semibold text-indigo-700 underline hover:text-indigo-800"
            >
              Customer login
            </Link>
          )}
        </p>
      ) : null}
    </div>
  );
}
