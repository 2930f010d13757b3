import { AuthPortError } from '../ports/backendPorts';
import type { NameOwner } from './textRules';
import {
  accountErrorField,
  emailProblem,
  loginProblems,
  minPasswordLength,
  newAccountProblems,
  newPasswordProblem,
  passwordProblem,
  withoutAccountFieldError,
} from './accountFields';

const missingEmail = 'Escreva o endereço de e-mail.';
const incompleteEmail =
  'O endereço de e-mail não está completo: deve ter um @ e, depois dele, um ponto (por exemplo, nome@exemplo.pt).';
const missingPassword = 'Escreva a palavra-passe.';
const shortPassword = 'A palavra-passe é demasiado curta: deve ter pelo menos 6 caracteres.';

describe('emailProblem: an @, something before it, and a dot after it', () => {
  it.each<[string, string | null]>([
    ['maria.silva@gmail.com', null],
    ['  maria.silva@gmail.com  ', null],
    ['jose.santos@sapo.pt', null],
    ['ana+avo@mail.probranca.pt', null],
    ['MARIA@GMAIL.COM', null],
    ['', missingEmail],
    ['   ', missingEmail],
    ['maria.silva', incompleteEmail],
    ['maria.silva@', incompleteEmail],
    ['maria.silva@gmail', incompleteEmail],
    ['maria.silva@gmail.', incompleteEmail],
    ['maria.silva@.com', incompleteEmail],
    ['@gmail.com', incompleteEmail],
    ['maria@silva@gmail.com', incompleteEmail],
    ['maria silva@gmail.com', incompleteEmail],
    ['maria.silva.gmail.com', incompleteEmail],
  ])('%j → %j', (email, expected) => {
    expect(emailProblem(email)).toBe(expected);
  });
});

describe('passwords', () => {
  it('the identity service asks for 6 characters at least', () => {
    expect(minPasswordLength).toBe(6);
  });

  it.each<[string, string | null, string | null]>([
    ['', missingPassword, missingPassword],
    ['1', null, shortPassword],
    ['12345', null, shortPassword],
    ['123456', null, null],
    ['      ', null, null],
    ['uma palavra-passe comprida', null, null],
  ])('%j: to sign in %j, for a new account %j', (password, toSignIn, forNewAccount) => {
    expect(passwordProblem(password)).toBe(toSignIn);
    expect(newPasswordProblem(password)).toBe(forNewAccount);
  });
});

describe('a whole form at once', () => {
  it.each<[string, { email: string; password: string }, object]>([
    ['empty', { email: '', password: '' }, { email: missingEmail, password: missingPassword }],
    ['a bad e-mail', { email: 'maria.silva', password: 'x' }, { email: incompleteEmail }],
    ['a short password is tried', { email: 'maria@gmail.com', password: 'x' }, {}],
    ['filled in', { email: 'maria@gmail.com', password: 'segredo1' }, {}],
  ])('the login, %s', (_label, form, expected) => {
    expect(loginProblems(form)).toEqual(expected);
  });

  it.each<[string, { name: string; email: string; password: string }, object]>([
    [
      'empty',
      { name: '', email: '', password: '' },
      { name: 'Escreva o seu nome e apelido.', email: missingEmail, password: missingPassword },
    ],
    [
      'a bad e-mail and a short password',
      { name: 'Ana Costa', email: 'maria.silva', password: '123' },
      { email: incompleteEmail, password: shortPassword },
    ],
    ['filled in', { name: 'Ana Costa', email: 'ana@sapo.pt', password: 'abcdef' }, {}],
  ])('a registration, %s', (_label, form, expected) => {
    expect(newAccountProblems(form)).toEqual(expected);
  });

  it.each<[NameOwner, string]>([
    ['own', 'Escreva o seu nome e apelido.'],
    ['person', 'Escreva o nome e apelido da pessoa.'],
  ])('an empty name asked for as the %s name', (owner, message) => {
    expect(
      newAccountProblems({ name: ' ', email: 'ana@sapo.pt', password: 'abcdef' }, owner),
    ).toEqual({
      name: message,
    });
  });
});

describe('withoutAccountFieldError', () => {
  const errors = { email: missingEmail, password: missingPassword };

  it('drops only the field that changed', () => {
    expect(withoutAccountFieldError(errors, 'email')).toEqual({ password: missingPassword });
  });

  it('keeps the same object when the field had no error, or is not an account field', () => {
    expect(withoutAccountFieldError(errors, 'name')).toBe(errors);
    expect(withoutAccountFieldError(errors, 'giver')).toBe(errors);
  });
});

describe("accountErrorField: the identity service's refusals, by field", () => {
  it.each<[string, string | null]>([
    ['auth/weak-password', 'password'],
    ['auth/missing-password', 'password'],
    ['auth/email-already-in-use', 'email'],
    ['auth/invalid-email', 'email'],
    ['auth/missing-email', 'email'],
    ['auth/network-request-failed', null],
    ['auth/internal-error', null],
  ])('%s → %s', (code, field) => {
    expect(accountErrorField(new AuthPortError(code, code))).toBe(field);
  });

  it('an error without a code is about the whole form', () => {
    expect(accountErrorField(new Error('boom'))).toBeNull();
  });
});
