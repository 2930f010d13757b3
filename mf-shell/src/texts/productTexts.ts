/** The platform's own name, shown by the login's sign-in panel and the chrome's header. */
export const productTexts = {
  name: 'Amparo',
} as const;
