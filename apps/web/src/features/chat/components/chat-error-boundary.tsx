// The 'Chat Error' panel (spec section 8): shown when the chat panel fails, with Try Again.
import { ERROR_MESSAGES } from '@booklane/shared/domain';
import { Component, type ReactNode } from 'react';
import { AlertCircleIcon } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';

function ChatErrorPanel({ detail, onRetry }: { detail?: string | undefined; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex h-full min-h-64 flex-col items-center justify-center gap-2 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertCircleIcon className="h-8 w-8 text-red-600" />
      <h2 className="text-lg font-semibold text-red-900">{ERROR_MESSAGES.chatErrorTitle}</h2>
      <p className="text-sm text-red-800">{ERROR_MESSAGES.chatErrorText}</p>
      {detail ? <p className="text-sm text-red-700">{detail}</p> : null}
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'sm', 'mt-3')}>
        Try Again
      </button>
    </div>
  );
}

export class ChatErrorBoundary extends Component<
  { children: ReactNode; onReset?: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('chat panel failed', error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <ChatErrorPanel
          onRetry={() => {
            this.props.onReset?.();
            this.setState({ failed: false });
          }}
        />
      );
    }
    return this.props.children;
  }
}
