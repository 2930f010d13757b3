/** Why a contact's phone gets no messaging link (domain/phoneLink), for the screen to show. */
export const phoneLinkTexts = {
  missing: 'Este contacto não tem número de telefone.',
  notDigits: 'O número guardado tem letras ou sinais que não são algarismos.',
  notPortuguese:
    'O número guardado não é um número de telefone português: deve começar por 2, 3 ou 9.',
  wrongInternationalLength: 'O número internacional guardado não tem um tamanho válido.',
  wrongLength: (digitCount: number, expected: number) =>
    `O número guardado tem ${digitCount} ${digitCount === 1 ? 'algarismo' : 'algarismos'}; um número português tem ${expected}.`,
} as const;
