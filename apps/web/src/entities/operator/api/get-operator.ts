// Who runs this Booklane (GET /operator, issue 39): the name, contact address and postal address
// its operator configured, for the terms and the privacy notice. Fixed while the server runs.
import type { OperatorInfo } from '@booklane/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const operatorKey = ['operator'] as const;

export function useOperator() {
  return useQuery({
    queryKey: operatorKey,
    queryFn: ({ signal }) => callApi('getOperator', {}, { signal }),
    staleTime: Infinity,
  });
}

/** A configured value, or the placeholder that says which setting fills it. */
export function operatorText(info: OperatorInfo | undefined, field: keyof OperatorInfo): string {
  const value = info?.[field];
  if (value) return value;
  const setting = {
    name: 'OPERATOR_NAME',
    contactEmail: 'OPERATOR_CONTACT_EMAIL',
    address: 'OPERATOR_ADDRESS',
  }[field];
  return `[${setting}: not configured yet]`;
}
