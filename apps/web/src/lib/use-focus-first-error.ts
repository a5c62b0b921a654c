// After a submit that failed validation, the focus goes to the first field marked invalid in the
// order the form shows them (WCAG 3.3.1). react-hook-form's own shouldFocusError follows the order
// fields were registered in, which differs from the screen's when fields come and go (a price
// shown again) or when one Controller stands for many inputs (a week of opening hours): forms
// like those turn it off and use this instead. It runs once per submit, after the errors are
// rendered, so fixing one field while typing never moves the focus.
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusFirstError(
  formRef: RefObject<HTMLFormElement | null>,
  { submitCount, hasErrors }: { submitCount: number; hasErrors: boolean },
): void {
  const handled = useRef(submitCount);
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    if (!hasErrors) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, submitCount, hasErrors]);
}
