// The 6-digit code field: the phone's numeric keyboard, and the code the system may offer from an SMS or a
// password manager (autocomplete="one-time-code").
import { TextInput } from '@mantine/core';
import { codeDigits } from '../domain/assurance';
import { MFA_TEXTS } from '../domain/mfa-messages';

interface CodeFieldProps {
  value: string;
  onChange: (digits: string) => void;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
}

export function CodeField({ value, onChange, error, disabled, autoFocus }: CodeFieldProps) {
  return (
    <TextInput
      label={MFA_TEXTS.codeLabel}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={7}
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(codeDigits(event.currentTarget.value))}
      error={error ?? undefined}
      disabled={disabled}
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums', fontSize: '1.25rem' } }}
    />
  );
}
