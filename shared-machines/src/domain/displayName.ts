/**
 * The name home greets the person with, derived from the signed-in e-mail (docs/product.md: Addresses and screens):
 * for the big webmail providers the domain is dropped and the dots of the local part become spaces,
 * so maria.silva@gmail.com is greeted as 'maria silva'.
 *
 * For any other domain (the association's own, a company's), or text that is not an address, the
 * text is shown whole and unchanged:
 * the old app stripped only known domains, and replacing dots inside a full address would garble it.
 */

/** Webmail providers whose domain is stripped, under any top-level domain (gmail.com, sapo.pt, hotmail.co.uk). */
export const knownMailProviders: readonly string[] = [
  'gmail',
  'googlemail',
  'hotmail',
  'outlook',
  'live',
  'msn',
  'sapo',
  'yahoo',
  'icloud',
  'me',
];

const KNOWN_DOMAIN = new RegExp(`^(?:${knownMailProviders.join('|')})(?:\\.[a-z]{2,3}){1,2}$`, 'i');

export function isKnownMailDomain(domain: string): boolean {
  return KNOWN_DOMAIN.test(domain);
}

export function greetingName(email: string | null | undefined): string {
  const address = (email ?? '').trim();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!isKnownMailDomain(domain)) return address;
  return local.replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
}
