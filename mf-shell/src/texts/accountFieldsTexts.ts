/**
 * The e-mail and password fields both the login (`login/LoginForm.tsx`) and the registration
 * (`registration/RegistrationForm.tsx`) ask for: their labels, placeholders and the e-mail's hint.
 */
export const accountFieldsTexts = {
  emailLabel: 'Endereço de email',
  emailPlaceholder: 'Clique aqui para escrever o seu email',
  /** What an address needs (the machines check it before sending: shared-machines' domain/accountFields). */
  emailHint: 'O email deve incluir um @.',
  passwordLabel: 'Palavra-passe',
  passwordPlaceholder: 'Clique aqui para escrever a sua palavra-passe',
} as const;
