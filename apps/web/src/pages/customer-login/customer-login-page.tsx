import { LoginScreen } from '@/features/auth/components/login-screen';

export default function CustomerLoginPage() {
  return <LoginScreen role="customer" />;
}
