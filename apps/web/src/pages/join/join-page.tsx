// /join/:token (decisions.md 9.2): the link of a team invitation's email; no sign-in needed to open it.
import { useParams } from 'react-router';
import { JoinTeam } from '@/features/join-team/components/join-team';

export default function JoinPage() {
  const { token = '' } = useParams();
  return <JoinTeam token={token} />;
}
