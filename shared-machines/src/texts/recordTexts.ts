import type { EmptyFieldMessageKey } from '../domain/recordSchemas';

/**
 * What the carers' records say: a refused field (records/recordValidation), a failed save, delete or
 * load (records/recordMessages), and a record someone else changed meanwhile (records/recordVersion).
 */
export const recordTexts = {
  /** Said next to a required field left empty, by the key its schema names (domain/recordSchemas). */
  emptyField: {
    contactName: 'Escreva o nome do contacto.',
    contactPhone: 'Escreva o número de telemóvel.',
    appointmentSpecialty: 'Escreva a especialidade da consulta.',
    appointmentDate: 'Escolha a data da consulta.',
    // Said on the edit form only: adding takes an appointment without a time, so it says why.
    appointmentTime:
      'Ao alterar uma consulta, a hora é obrigatória (só pode ficar em branco ao adicionar). Escolha a hora da consulta.',
    medicineName: 'Escreva o medicamento e a dose.',
    medicineMoment: 'Escreva quando deve ser tomado.',
  } satisfies Readonly<Record<EmptyFieldMessageKey, string>>,
  textTooLong: (max: number) => `O texto é demasiado longo: use no máximo ${max} caracteres.`,
  nameTooLong: (max: number) => `O nome é demasiado longo: use no máximo ${max} caracteres.`,
  phoneTooLong: (max: number) => `O número é demasiado longo: use no máximo ${max} caracteres.`,
  unsafeText: 'O texto tem caracteres que não podem ser guardados.',
  badPhone: 'O número de telemóvel só pode ter algarismos (e um + no início).',
  phoneWrongLength: (digitCount: number, expected: number) =>
    `O número tem ${digitCount} ${digitCount === 1 ? 'algarismo' : 'algarismos'}: um número português tem ${expected}.`,
  phoneNotPortuguese:
    'Um número português começa por 2, 3 ou 9. Se for de outro país, comece por 00 e o indicativo.',
  phoneWrongInternationalLength: (min: number, max: number) =>
    `Um número de outro país tem de ${min} a ${max} algarismos, contando com o indicativo.`,
  badDate: 'Escolha uma data válida.',
  badTime: 'Escolha uma hora válida (hh:mm).',

  saved: 'Dados guardados com sucesso',
  pending: 'A aguardar ligação…',
  saveFailed: 'Não foi possível guardar os dados.',
  deleteFailed: 'Não foi possível apagar o registo.',
  loadFailed: 'Não foi possível carregar os dados.',
  valuesKept: 'O que escreveu continua no formulário.',
  noPermission: 'Não tem permissão para alterar estes dados.',
  tooBig: 'Os dados são demasiado grandes ou têm caracteres inválidos.',
  noServer: 'Sem ligação ao servidor: verifique a internet e tente novamente.',
  othersChanging: 'Outras pessoas estão a alterar os mesmos dados: tente novamente.',
  changedMeanwhile: 'Os dados mudaram entretanto: tente novamente.',
  tryAgain: 'Tente novamente.',

  deletedWhileEditing: 'Este registo foi apagado por outra pessoa enquanto o editava.',
  changedWhileEditing: 'Este registo foi alterado por outra pessoa enquanto o editava.',
  changedByWhileEditing: (name: string, when: string) =>
    `Este registo foi alterado por ${name} ${when}, enquanto o editava.`,
} as const;
