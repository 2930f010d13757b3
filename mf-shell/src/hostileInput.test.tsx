/**
 * Hostile and odd input in the login and registration screens (docs/product.md: Hard cases): every row of the shared
 * table typed into the e-mail, password and name fields. No row is an e-mail address, so the
 * machines refuse it before any attempt, with the e-mail's own message under the field
 * (docs/product.md: What a form accepts); a password is tried and refused with the spec's one
 * message (an empty one is asked for); a name is registered as typed (trimmed) or refused with its
 * Portuguese message under the field before anything is sent. Never markup, never an exception,
 * never a stray account, never the browser's bubble.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  asTypedInInput,
  findInjectedMarkup,
  hostileInputs,
  hostileMessages,
} from '@amparo/shared-machines/testing';
import { ShellApp } from './ShellApp';
import {
  maria,
  renderWithShellServices,
  startShellServices,
  testAssociationCode,
  type ShellTestServices,
} from './testing/shellTestServices';

const newPerson = {
  email: 'novo.utente@gmail.com',
  password: 'segura123',
  name: 'Ana Costa',
} as const;

beforeEach(() => {
  // The login and registration machines log each failure (docs/product.md: Failures: what is said and what is logged): keep the output quiet.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function renderAt(path: string): Promise<ShellTestServices> {
  const test = await startShellServices({ path });
  renderWithShellServices(<ShellApp />, test);
  return test;
}

/** Types `value` into a field as a person pasting it would (an `<input>` then drops newlines). */
async function fill(label: string, value: string): Promise<void> {
  const input = await screen.findByLabelText(label);
  await userEvent.click(input);
  if (value !== '') await userEvent.paste(value);
  expect(input).toHaveValue(asTypedInInput(value));
}

/** The e-mail's message for `value` typed: none is an address (no row holds an @). */
function emailMessage(value: string): string {
  return asTypedInInput(value).trim() === ''
    ? hostileMessages.emailMissing
    : hostileMessages.emailIncomplete;
}

/** A field refused by its machine: marked invalid, its message read with it, no browser message. */
function expectRefused(field: HTMLElement, message: string): void {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  expect((field as HTMLInputElement).validationMessage).toBe('');
}

function expectSafePage(): void {
  expect(findInjectedMarkup(document.body)).toEqual([]);
  expect(window.alert).not.toHaveBeenCalled();
}

function errorLine(): string {
  return screen.getByRole('alert').textContent ?? '';
}

const rows = hostileInputs.map((row) => [row.name, row] as const);

describe('login: every hostile row', () => {
  it.each(rows)('as the e-mail: refused under the field, nothing tried: %s', async (_name, row) => {
    const test = await renderAt('/');
    const signIn = jest.spyOn(test.backend.auth, 'signInWithEmail');
    await fill('Endereço de e-mail', row.value);
    await fill('Palavra-passe', maria.password);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const email = screen.getByRole('textbox', { name: 'Endereço de e-mail' });
    expectRefused(email, emailMessage(row.value));
    expect(email).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
    expect(errorLine()).toBe('');
    expect(test.backend.controls.currentUser()).toBeNull();
    expectSafePage();
  });

  it.each(rows)('as the password: %s', async (_name, row) => {
    const test = await renderAt('/');
    const signIn = jest.spyOn(test.backend.auth, 'signInWithEmail');
    await fill('Endereço de e-mail', maria.email);
    await fill('Palavra-passe', row.value);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    if (asTypedInInput(row.value) === '') {
      expectRefused(screen.getByLabelText('Palavra-passe'), hostileMessages.passwordMissing);
      expect(signIn).not.toHaveBeenCalled();
      expect(errorLine()).toBe('');
    } else {
      await waitFor(() => expect(errorLine()).toBe(hostileMessages.loginFailed));
      expect(signIn).toHaveBeenCalledWith(maria.email, asTypedInInput(row.value));
    }
    expect(test.backend.controls.currentUser()).toBeNull();
    expectSafePage();
  });
});

describe('registration: every hostile row', () => {
  async function renderRegistration(): Promise<ShellTestServices> {
    const test = await renderAt(`/registar${testAssociationCode}`);
    await screen.findByRole('heading', { level: 1, name: 'Registo' });
    // The consent answered: only the field under test decides.
    await userEvent.click(screen.getByRole('radio', { name: 'A própria pessoa' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Li o aviso de privacidade/ }));
    return test;
  }

  it.each(rows)('as the name: %s', async (_name, row) => {
    const test = await renderRegistration();
    const signUp = jest.spyOn(test.backend.auth, 'signUpWithEmail');
    const documentsBefore = test.backend.controls.userDocuments().length;
    await fill('Nome e apelido', row.value);
    await fill('Endereço de e-mail', newPerson.email);
    await fill('Palavra-passe', newPerson.password);
    await userEvent.click(screen.getByRole('button', { name: 'Registar' }));
    const expected = row.asRegistrationName;
    switch (expected.outcome) {
      case 'saved':
        await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sucesso'));
        expect(signUp).toHaveBeenCalledWith(expected.stored, newPerson.email, newPerson.password);
        expect(test.backend.controls.userDocuments().at(-1)).toEqual(
          expect.objectContaining({
            name: expected.stored,
            email: newPerson.email,
            authProvider: 'local',
          }),
        );
        break;
      case 'refused': {
        const name = screen.getByRole('textbox', { name: 'Nome e apelido' });
        expectRefused(name, expected.message);
        expect(name).toHaveFocus();
        expect(errorLine()).toBe('');
        break;
      }
      case 'empty':
        throw new Error('the registration has no field-specific empty message');
    }
    if (expected.outcome !== 'saved') {
      // Nothing was sent: no account, no users document, nobody signed in.
      expect(signUp).not.toHaveBeenCalled();
      expect(test.backend.controls.userDocuments()).toHaveLength(documentsBefore);
      expect(test.backend.controls.currentUser()).toBeNull();
      expect(screen.getByRole('button', { name: 'Registar' })).toBeEnabled();
    }
    expectSafePage();
  });

  it.each(rows)('as the e-mail: refused under the field, nothing sent: %s', async (_name, row) => {
    const test = await renderRegistration();
    const signUp = jest.spyOn(test.backend.auth, 'signUpWithEmail');
    await fill('Nome e apelido', newPerson.name);
    await fill('Endereço de e-mail', row.value);
    await fill('Palavra-passe', newPerson.password);
    await userEvent.click(screen.getByRole('button', { name: 'Registar' }));
    expectRefused(
      screen.getByRole('textbox', { name: 'Endereço de e-mail' }),
      emailMessage(row.value),
    );
    expect(signUp).not.toHaveBeenCalled();
    expect(errorLine()).toBe('');
    expect(test.backend.controls.currentUser()).toBeNull();
    expectSafePage();
  });
});
