import { AuthPortError, DatabasePortError } from '../ports/backendPorts';
import {
  EMAIL_IN_USE_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  WEAK_PASSWORD_MESSAGE,
  accountErrorMessage,
  authErrorCode,
  loginErrorMessage,
  registrationErrorMessage,
} from './authErrors';

const authError = (code: string) => new AuthPortError(code, `Firebase: Error (${code}).`);

describe('the spec catalogue strings', () => {
  it('are exact', () => {
    expect(LOGIN_FAILED_MESSAGE).toBe(
      'Ocorreu algum erro, por favor verifique os dados inseridos.',
    );
    expect(WEAK_PASSWORD_MESSAGE).toBe('A palavra-passe deve ter pelo menos 6 caracteres.');
    expect(EMAIL_IN_USE_MESSAGE).toBe('O e-mail que inseriu já está registado');
    expect(PASSWORD_RESET_SENT_MESSAGE).toBe(
      'Enviámos um link para escolher uma nova palavra-passe.',
    );
  });
});

describe('loginErrorMessage: any cause, one message', () => {
  it.each<[string, unknown]>([
    ['wrong password', authError('auth/invalid-credential')],
    ['invalid e-mail', authError('auth/invalid-email')],
    ['network', authError('auth/network-request-failed')],
    ['plain error', new Error('boom')],
    ['nothing', undefined],
  ])('%s', (_label, error) => {
    expect(loginErrorMessage(error)).toBe(LOGIN_FAILED_MESSAGE);
  });
});

describe('registrationErrorMessage', () => {
  it.each<[unknown, string]>([
    [authError('auth/weak-password'), WEAK_PASSWORD_MESSAGE],
    [authError('auth/email-already-in-use'), EMAIL_IN_USE_MESSAGE],
    [{ code: 'auth/email-already-in-use' }, EMAIL_IN_USE_MESSAGE],
    [
      authError('auth/invalid-email'),
      'O e-mail que inseriu não é válido. Verifique se inclui um @.',
    ],
    [
      authError('auth/missing-email'),
      'O e-mail que inseriu não é válido. Verifique se inclui um @.',
    ],
    [authError('auth/missing-password'), 'Escreva uma palavra-passe com pelo menos 6 caracteres.'],
    [
      authError('auth/network-request-failed'),
      'Sem ligação à internet. Verifique a ligação e tente novamente.',
    ],
    [
      authError('auth/too-many-requests'),
      'Foram feitas demasiadas tentativas. Aguarde um pouco e tente novamente.',
    ],
    [
      authError('auth/internal-error'),
      'Não foi possível concluir o registo. Verifique os dados e tente novamente.',
    ],
    [
      new DatabasePortError('permission_denied', 'x'),
      'Não foi possível concluir o registo. Verifique os dados e tente novamente.',
    ],
    [null, 'Não foi possível concluir o registo. Verifique os dados e tente novamente.'],
  ])('%p -> %s', (error, message) => {
    expect(registrationErrorMessage(error)).toBe(message);
  });
});

describe('authErrorCode and accountErrorMessage', () => {
  it.each<[unknown, string]>([
    [authError('auth/weak-password'), 'auth/weak-password'],
    [{ code: 'auth/popup-closed-by-user' }, 'auth/popup-closed-by-user'],
    [{ code: 42 }, ''],
    ['texto', ''],
    [null, ''],
  ])('code of %p is %j', (error, code) => {
    expect(authErrorCode(error)).toBe(code);
  });

  it.each<[unknown, string]>([
    [authError('auth/user-not-found'), 'Firebase: Error (auth/user-not-found).'],
    [new Error(''), 'Ocorreu um erro. Tente novamente.'],
    [undefined, 'Ocorreu um erro. Tente novamente.'],
  ])('provider message of %p is %j', (error, message) => {
    expect(accountErrorMessage(error)).toBe(message);
  });
});
