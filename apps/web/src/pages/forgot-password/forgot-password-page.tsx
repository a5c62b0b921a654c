import { ForgotPassword } from '@/features/auth/components/forgot-password';

export default function ForgotPasswordPage() {
  return <ForgotPassword />;
}
