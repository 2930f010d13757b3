import type { PersonSummary } from '@amparo/shared-machines/records';

function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** '4 contactos, 1 consulta e 3 medicamentos', for a person's entry in the console. */
export function describeCounts(counts: PersonSummary['counts']): string {
  return `${countOf(counts.contact, 'contacto', 'contactos')}, ${countOf(counts.appointment, 'consulta', 'consultas')} e ${countOf(
    counts.medication,
    'medicamento',
    'medicamentos',
  )}`;
}

/** A person's name as the console shows it (never blank). */
export function personName(name: string | null): string {
  return name !== null && name.trim() !== '' ? name.trim() : 'Pessoa sem nome';
}
