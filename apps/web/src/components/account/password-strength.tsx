// The strength of a new password while it is typed (issue 39): a meter and a word, from a
// maintained estimator loaded only when a screen that sets a password shows one (lazily, so no
// other screen carries its word lists). Advice only: the spec's 6-character minimum is the rule.
import { PASSWORD_MIN_LENGTH } from '@booklane/shared/domain';
import { useEffect, useState } from 'react';

type Score = 0 | 1 | 2 | 3 | 4;
type Estimate = (password: string) => Score;

const WORDS: Record<Score, string> = {
  0: 'Very weak',
  1: 'Weak',
  2: 'Fair',
  3: 'Good',
  4: 'Strong',
};
const COLOURS: Record<Score, string> = {
  0: 'bg-red-600',
  1: 'bg-orange-500',
  2: 'bg-amber-500',
  3: 'bg-lime-600',
  4: 'bg-emerald-600',
};

let loading: Promise<Estimate> | null = null;
function loadEstimator(): Promise<Estimate> {
  loading ??= import('@/lib/password-strength').then((m) => (password: string) => m.passwordScore(password));
  return loading;
}

/** The meter under a new password field; nothing until something is typed. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  useEffect(() => {
    let live = true;
    void loadEstimator().then((fn) => {
      if (live) setEstimate(() => fn);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!password || !estimate) return null;
  const score = password.length < PASSWORD_MIN_LENGTH ? 0 : estimate(password);
  return (
    <div id={id} className="mt-1.5" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3].map((step) => (
          <span
            key={step}
            className={`h-1.5 flex-1 rounded-full ${step < Math.max(score, 1) ? COLOURS[score] : 'bg-slate-200'}`}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-700">Password strength: {WORDS[score]}</p>
    </div>
  );
}
