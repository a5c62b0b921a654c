// The chat-start button of a business page (spec section 2): a signed-in customer goes to the
// chat with the business. A signed-out visitor's Start Chat is a link to the customer login (which
// offers creating an account too) that then opens that chat (`?next=`, issue 38 item 3). The owner
// looking at their own page has no one to chat with: no button. Any other signed-in account
// (another business) is told 'Please log in as a customer to start a chat.'
import { AUTH_MESSAGES } from '@booklane/shared/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MessageIcon } from '@/components/ui/action-icons';
import { buttonClasses } from '@/components/ui/button';
import { chatWithBusinessPath, loginPathOf, loginReturningTo } from '@/config/paths';
import { useOwnBusiness } from '@/entities/business/api/get-my-business';
import { useSession } from '@/lib/session';

export function ChatStartButton({ businessId }: { businessId: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  // Asked only for a business account (the query is off otherwise); shared with the action panel.
  const ownBusiness = useOwnBusiness();

  if (!user) {
    return (
      <Link
        to={loginReturningTo(loginPathOf('customer'), chatWithBusinessPath(businessId))}
        className={buttonClasses('primary', 'sm', 'shrink-0')}
      >
        <MessageIcon className="h-4 w-4" />
        Start Chat
      </Link>
    );
  }
  // Until the account's business is known, an owner's own page shows no button either.
  if (user.role === 'business' && (ownBusiness.isPending || ownBusiness.data?._id === businessId)) {
    return null;
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button
        type="button"
        onClick={() => {
          if (user.role === 'customer') {
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
          {AUTH_MESSAGES.customerChatOnly}
        </p>
      ) : null}
    </div>
  );
}
