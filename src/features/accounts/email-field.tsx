// The account's e-mail field, as both the sign-in form and the recovery request ask for it.
import { TextInput } from '@mantine/core';

interface EmailFieldProps {
  value: string;
  /** The new text; the form clears its error for the field here. */
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  placeholder?: string;
}

export function EmailField({ value, onChange, error, disabled, placeholder }: EmailFieldProps) {
  return (
    <TextInput
      label="E-mail"
      type="email"
      name="email"
      autoComplete="username"
      inputMode="email"
      placeholder={placeholder}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      disabled={disabled}
    />
  );
}
