/**
 * What is said of a name that cannot be used: the registration's (domain/textRules) and, for its
 * characters, any name a carer types (domain/nameCharacters).
 */
export const nameTexts = {
  missing: 'Escreva o seu nome e apelido.',
  /** A carer registering someone else: the name asked for is the person's, not the carer's. */
  personMissing: 'Escreva o nome e apelido da pessoa.',
  tooLong: (max: number) => `O nome é demasiado longo: use no máximo ${max} caracteres.`,
  unsafeCharacters:
    "O nome só pode ter letras, algarismos, espaços e a pontuação habitual dos nomes (. , ' - ( ) /).",
} as const;
