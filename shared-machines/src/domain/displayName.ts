/**
 * The name home greets the person with: the first word of the name she registered with
 * (`members/{uid}/name`, which the session holds as the account's name), with a capital first letter
 * as names are written ('maria silva' → 'Maria'; 'MARIA' → 'Maria'). Never made from the e-mail.
 * Empty when the name is not known (the greeting then has no name).
 */
export function greetingName(registeredName: string | null | undefined): string {
  const first = (registeredName ?? '').trim().split(/\s+/u)[0] ?? '';
  if (first === '') return '';
  const letters = [...first];
  const shouting = first.length > 1 && first === first.toLocaleUpperCase('pt-PT');
  const rest = letters.slice(1).join('');
  return (
    (letters[0] ?? '').toLocaleUpperCase('pt-PT') +
    (shouting ? rest.toLocaleLowerCase('pt-PT') : rest)
  );
}
