/** The chrome's bottom navigation (`chrome/bottom-nav/`); its entries' names are sectionNamesTexts. */
export const bottomNavTexts = {
  navLabel: 'Navegação principal',
} as const;
