import { VerifyEmail } from '@/features/auth/components/verify-email';

export default function VerifyEmailPage() {
  return <VerifyEmail />;
}
