/** The seed's demo accounts, as the browser tests sign in with them. */
export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  /** The greeting's name on home: her first name as registered ('Olá, Maria'). */
  readonly greetingName: string;
}

export const demoAccounts = {
  maria: { email: 'maria.silva@gmail.com', password: 'amparo2024', greetingName: 'Maria' },
  jose: { email: 'jose.santos@sapo.pt', password: 'amparo2024', greetingName: 'José' },
} as const satisfies Record<string, DemoAccount>;

/** The seed's carers: Ana follows Maria and José, Rui follows José only. */
export interface CarerAccount {
  readonly email: string;
  readonly password: string;
  readonly name: string;
}

export const demoCarers = {
  ana: { email: 'ana.costa@probranca.pt', password: 'amparo2024', name: 'Ana Costa' },
  rui: { email: 'rui.pereira@probranca.pt', password: 'amparo2024', name: 'Rui Pereira' },
} as const satisfies Record<string, CarerAccount>;

/** The seed's relative: Pedro, Maria's son, in her family circle. */
export const demoRelatives = {
  pedro: { email: 'pedro.silva@gmail.com', password: 'amparo2024' },
} as const satisfies Record<string, Omit<CarerAccount, 'name'>>;
