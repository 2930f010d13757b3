import type { AccountField, AccountFieldErrors } from '@amparo/shared-machines';
import { TextField } from '@amparo/shared-ui';
import { accountFieldsTexts as fields } from '../texts/accountFieldsTexts';
import { registrationTexts as texts } from '../texts/registrationTexts';

export interface AccountFieldInputsProps {
  /** Each field's input ref (useFocusOnRefusal's `refOf`). */
  readonly refOf: (field: AccountField) => (element: HTMLInputElement | null) => void;
  readonly fieldErrors: AccountFieldErrors;
  /** Told on every change of a field, so that the machine can drop an error about it. */
  readonly onFieldChange?: (field: AccountField) => void;
}

/**
 * A new account's name, e-mail and password (`accountFields`; form names `name`, `email`,
 * `password`), each with its refusal under it: the registration's and, for a relative, the
 * invitation's acceptance, so that both ask and explain the same.
 */
export function AccountFieldInputs({ refOf, fieldErrors, onFieldChange }: AccountFieldInputsProps) {
  return (
    <>
      <TextField
        ref={refOf('name')}
        label={texts.nameLabel}
        name="name"
        type="text"
        autoComplete="name"
        placeholder={texts.namePlaceholder}
        aria-required="true"
        error={fieldErrors.name}
        onChange={() => onFieldChange?.('name')}
      />
      <TextField
        ref={refOf('email')}
        label={fields.emailLabel}
        name="email"
        type="text"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        placeholder={fields.emailPlaceholder}
        hint={fields.emailHint}
        aria-required="true"
        error={fieldErrors.email}
        onChange={() => onFieldChange?.('email')}
      />
      <TextField
        ref={refOf('password')}
        label={fields.passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={fields.passwordPlaceholder}
        hint={texts.passwordHint}
        aria-required="true"
        error={fieldErrors.password}
        onChange={() => onFieldChange?.('password')}
      />
    </>
  );
}
