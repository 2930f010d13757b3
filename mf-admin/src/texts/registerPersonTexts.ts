/** Every word of a carer's registration of a new person (/pessoas/nova). */
export const registerPersonTexts = {
  heading: 'Registar nova pessoa',
  description: 'A pessoa fica registada na associação e aparece na sua lista.',
  success: 'Sucesso',
  registered: (name: string) =>
    `${name} já pode iniciar sessão no tablet com o email e a palavra-passe que escreveu.`,
  addContacts: (name: string) => `Adicionar os contactos de ${name}`,
  registerAnother: 'Registar outra pessoa',
  backToConsole: 'Voltar às pessoas que acompanha',
  nameLabel: 'Nome e apelido',
  emailLabel: 'Endereço de e-mail',
  emailHint: 'O e-mail deve incluir um @.',
  passwordLabel: 'Palavra-passe',
  passwordHint: 'A palavra-passe deve ter pelo menos 6 caracteres.',
  submit: 'Registar',
  registering: 'A registar…',
} as const;
