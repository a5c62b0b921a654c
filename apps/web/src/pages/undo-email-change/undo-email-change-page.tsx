import { UndoEmailChange } from '@/features/auth/components/undo-email-change';

export default function UndoEmailChangePage() {
  return <UndoEmailChange />;
}
