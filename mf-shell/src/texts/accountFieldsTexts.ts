/**
 * The e-mail and password fields both the login (`login/LoginForm.tsx`) and the registration
 * (`registration/RegistrationForm.tsx`) ask for: their labels, placeholders and the e-mail's hint.
 */
export const accountFieldsTexts = {
  emailLabel: 'Endereço de e-mail',
  emailPlaceholder: 'Toque aqui para escrever o seu e-mail',
  /** What an address needs (the machines check it before sending: shared-machines' domain/accountFields). */
  emailHint: 'O e-mail deve incluir um @.',
  passwordLabel: 'Palavra-passe',
  passwordPlaceholder: 'Toque aqui para escrever a sua palavra-passe',
} as const;
