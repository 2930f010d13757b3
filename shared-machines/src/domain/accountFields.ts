import { accountFieldTexts } from '../texts/accountFieldTexts';
import { authErrorCode } from './authErrors';
import { registrationNameProblem, type NameOwner } from './textRules';

/**
 * The account forms' own checks (docs/product.md: What a form accepts), made before anything is sent so
 * that each field gets its Portuguese message under it instead of the browser's bubble: the login
 * (an e-mail and a password written), the person's registration and a carer's registration of a new
 * person (a usable name, an e-mail, a password as long as the identity service asks). The e-mail check
 * is deliberately plain: an at sign with something before it and, after it, a dot between other
 * characters; the identity service judges the rest.
 */

/** The identity service's shortest password (Firebase Authentication's default policy). */
export const minPasswordLength = 6;

/** A field of an account form. */
export type AccountField = 'name' | 'email' | 'password';

/** The fields of an account form, in the order they are shown (focus goes to the first refused). */
export const accountFields: readonly AccountField[] = ['name', 'email', 'password'];

/** The refusals of an account form, one message per field. */
export type AccountFieldErrors = Readonly<Partial<Record<AccountField, string>>>;

export interface LoginFields {
  readonly email: string;
  readonly password: string;
}

export interface NewAccountFields extends LoginFields {
  readonly name: string;
}

const emailShape = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** What is wrong with an e-mail address as typed (spaces around it do not count), or null. */
export function emailProblem(email: string): string | null {
  const address = email.trim();
  if (address === '') return accountFieldTexts.emailMissing;
  if (!emailShape.test(address)) return accountFieldTexts.emailIncomplete;
  return null;
}

/** A password to sign in with: it must be written; the identity service judges it. */
export function passwordProblem(password: string): string | null {
  return password === '' ? accountFieldTexts.passwordMissing : null;
}

/** A new account's password: written, and at least `minPasswordLength` characters. */
export function newPasswordProblem(password: string): string | null {
  if (password === '') return accountFieldTexts.passwordMissing;
  if (password.length < minPasswordLength)
    return accountFieldTexts.passwordTooShort(minPasswordLength);
  return null;
}

function errorsOf(
  problems: Readonly<Partial<Record<AccountField, string | null>>>,
): AccountFieldErrors {
  const errors: Partial<Record<AccountField, string>> = {};
  for (const field of accountFields) {
    const problem = problems[field];
    if (problem !== undefined && problem !== null) errors[field] = problem;
  }
  return errors;
}

/** Every refusal of the login form at once (empty when it can be sent). */
export function loginProblems(form: LoginFields): AccountFieldErrors {
  return errorsOf({ email: emailProblem(form.email), password: passwordProblem(form.password) });
}

/**
 * Every refusal of a registration's account fields at once (empty when they can be sent); `owner`
 * says whose name the form asks for (a carer registering a person is asked for the person's).
 */
export function newAccountProblems(
  form: NewAccountFields,
  owner: NameOwner = 'own',
): AccountFieldErrors {
  return errorsOf({
    name: registrationNameProblem(form.name, owner),
    email: emailProblem(form.email),
    password: newPasswordProblem(form.password),
  });
}

export function hasAccountProblems(errors: AccountFieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The errors without `field`'s (the same object when it had none, so nothing redraws). */
export function withoutAccountFieldError(
  errors: AccountFieldErrors,
  field: string,
): AccountFieldErrors {
  if (!(accountFields as readonly string[]).includes(field)) return errors;
  if (errors[field as AccountField] === undefined) return errors;
  const { [field as AccountField]: _dropped, ...rest } = errors;
  return rest;
}

/**
 * Which field a registration's failure is about, by the identity service's code (its message then
 * shows under that field), or null when it is about the whole form.
 */
export function accountErrorField(error: unknown): AccountField | null {
  switch (authErrorCode(error)) {
    case 'auth/weak-password':
    case 'auth/missing-password':
      return 'password';
    case 'auth/email-already-in-use':
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return 'email';
    default:
      return null;
  }
}
