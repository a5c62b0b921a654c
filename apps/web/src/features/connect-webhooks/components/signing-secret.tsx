// A webhook's signing secret, shown once (on creation and rotation) with Copy and what it is for.
import { SecretOnce } from '@/components/ui/secret-once';

export function SigningSecret({ secret }: { secret: string }) {
  return (
    <div className="space-y-3">
      <SecretOnce
        label="Signing secret"
        value={secret}
        notice="Copy the signing secret now: it will not be shown again."
        testId="webhook-secret"
      />
      <p className="text-sm text-slate-600">
        Your receiver uses it to check that a request comes from Booklane: every request carries the headers{' '}
        <code className="rounded bg-slate-100 px-1 font-mono text-xs">webhook-id</code>,{' '}
        <code className="rounded bg-slate-100 px-1 font-mono text-xs">webhook-timestamp</code> and{' '}
        <code className="rounded bg-slate-100 px-1 font-mono text-xs">webhook-signature</code> (the Standard
        Webhooks scheme, which most webhook libraries verify).
      </p>
    </div>
  );
}
