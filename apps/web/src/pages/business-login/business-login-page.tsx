import { LoginScreen } from '@/features/auth/components/login-screen';

export default function BusinessLoginPage() {
  return <LoginScreen role="business" />;
}
