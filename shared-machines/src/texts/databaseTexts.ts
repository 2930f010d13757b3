/**
 * Why the database refuses a key, a path or a value (domain/rtdbKeys, as the SDK itself refuses them),
 * for the person using the platform.
 */
export const databaseTexts = {
  emptyKey: 'O nome de um campo não pode estar vazio.',
  forbiddenKeyCharacters: 'O nome de um campo não pode conter os caracteres . # $ / [ ].',
  keyTooLong: 'O nome de um campo é demasiado comprido.',
  invalidPath: 'O endereço dos dados não é válido.',
  /** A path refused for one of its keys, with that key's problem. */
  invalidPathBecause: (problem: string) => `O endereço dos dados não é válido: ${problem}`,
  missingValue: 'Falta um valor: preencha todos os campos.',
  invalidNumber: 'Um dos números não é válido.',
  textTooBig: 'O texto é demasiado longo para ser guardado.',
  unstorableValue: 'Um dos valores não pode ser guardado.',
  /** One update writing a place and a place inside it. */
  overlappingUpdate: 'Duas alterações tocam no mesmo dado.',
} as const;
