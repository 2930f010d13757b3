/** Every word of the carers' area bar (AdminNavigation). */
export const adminNavigationTexts = {
  label: 'Área dos cuidadores',
  /** A person's own home, or, for a carer, the console of the people they follow. */
  home: 'Início',
  contacts: 'Contactos',
  appointments: 'Consultas',
  medications: 'Medicamentos',
} as const;
