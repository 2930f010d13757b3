/**
 * Portuguese messages for the carers' area: what happened, and what to do next (never a code).
 * The database's failures (permission_denied, too_big, unavailable, maxretry, ...) arrive as
 * errors with a `code`; each gets its own sentence.
 */

export const savedMessage = 'Dados guardados com sucesso';
export const pendingMessage = 'A aguardar ligação…';

export type RecordOperation = 'save' | 'delete' | 'load';

function codeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code.toLowerCase().replace(/^database\//, '');
  }
  return '';
}

const keptValues = 'O que escreveu continua no formulário.';

/** The message a carer sees when a save, a delete or a load fails. */
export function describeRecordError(error: unknown, operation: RecordOperation): string {
  const code = codeOf(error);
  const failed =
    operation === 'save'
      ? 'Não foi possível guardar os dados.'
      : operation === 'delete'
        ? 'Não foi possível apagar o registo.'
        : 'Não foi possível carregar os dados.';
  const after = operation === 'save' ? ` ${keptValues}` : '';
  switch (code) {
    case 'permission_denied':
    case 'permission-denied':
      return `${failed} Não tem permissão para alterar estes dados.${after}`;
    case 'too_big':
    case 'invalid_value':
      return `${failed} Os dados são demasiado grandes ou têm caracteres inválidos.${after}`;
    case 'unavailable':
    case 'disconnected':
    case 'network_error':
    case 'network-error':
      return `${failed} Sem ligação ao servidor: verifique a internet e tente novamente.${after}`;
    case 'maxretry':
      return `${failed} Outras pessoas estão a alterar os mesmos dados: tente novamente.${after}`;
    case 'datastale':
      return `${failed} Os dados mudaram entretanto: tente novamente.${after}`;
    default:
      return `${failed} Tente novamente.${after}`;
  }
}
