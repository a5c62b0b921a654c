import { Welcome } from '@/features/auth/components/welcome';

export default function WelcomePage() {
  return <Welcome />;
}
