// The account holder's fields, the same on every form that asks for them (registration, login,
// the profiles' personal information, the business form's contact): label, input type,
// autocomplete and required are fixed here; the form passes its register(...) spread, the error
// and, where it has one, a hint. All are required (spec section 5).
import { PASSWORD_MIN_LENGTH } from '@booklane/shared/domain';
import { useState, type ChangeEvent, type ComponentProps } from 'react';
import { PasswordField, TextField } from '@/components/ui/field';
import { PasswordStrength } from './password-strength';

/** What a form gives a preset field: register(...), the error, a hint; the field fixes the rest. */
type PresetProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'autoComplete' | 'inputMode' | 'required' | 'optional' | 'prefix'
>;

export function FullNameField(props: PresetProps) {
  return <TextField label="Full name" autoComplete="name" required {...props} />;
}

/** 'Email' unless the form names it otherwise (the business form's 'Business email'). */
export function EmailField({ label = 'Email', ...props }: PresetProps & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" required {...props} />;
}

export function PhoneField(props: PresetProps) {
  return <TextField label="Phone" type="tel" autoComplete="tel" required {...props} />;
}

/**
 * The password of a new account (registration), with its length rule as the hint and its
 * strength shown while it is typed.
 */
export function NewPasswordField({ onChange, ...props }: Omit<PresetProps, 'hint'>) {
  const [typed, setTyped] = useState('');
  return (
    <div>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setTyped(event.target.value);
          return onChange?.(event);
        }}
        {...props}
      />
      <PasswordStrength password={typed} />
    </div>
  );
}

/** The password of an existing account (sign-in): no length rule shown (spec section 5). */
export function CurrentPasswordField(props: Omit<PresetProps, 'hint'>) {
  return <PasswordField label="Password" autoComplete="current-password" required {...props} />;
}
