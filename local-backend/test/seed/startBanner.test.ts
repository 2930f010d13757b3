import {
  demoAccountLines,
  demoAccountRows,
  demoPassword,
  startAssociationCodeWarning,
} from '../../../scripts/lib/startBanner.cjs';
import { demoAccounts, demoCarers } from '../../src/seed/demoAssociation';
import { pedroAccount } from '../../src/seed/demoFamily';

// What `npm start` prints: the same accounts as the seed creates (people, then carers with the people
// they follow, then the relative) with their password, and the weak-code warning only for a real project.

it('lists every account the seed creates, people first, with the seed’s password', () => {
  const seeded = [...demoAccounts, ...demoCarers.map((carer) => carer.account), pedroAccount];
  expect(demoAccountRows.map((row) => row.email)).toEqual(seeded.map((account) => account.email));
  expect(seeded.every((account) => account.password === demoPassword)).toBe(true);
});

it.each(
  demoCarers.map(
    (carer) =>
      [carer.account.email, carer.people.map((person) => person.name).join(' e ')] as const,
  ),
)('%s is shown as the carer of %s', (email, people) => {
  expect(demoAccountRows.find((row) => row.email === email)?.about).toMatch(
    new RegExp(`^cuidador(a)? de ${people}$`),
  );
});

it('prints one table, e-mails in one column', () => {
  expect(demoAccountLines()).toEqual([
    'Contas de demonstração (palavra-passe amparo2024):',
    '    maria.silva@gmail.com      (utente, com contactos, consultas e medicamentos)',
    '    jose.santos@sapo.pt        (utente, sem dados)',
    '    ana.costa@probranca.pt     (cuidadora de Maria Silva e José Santos)',
    '    rui.pereira@probranca.pt   (cuidador de José Santos)',
    '    pedro.silva@gmail.com      (filho de Maria Silva, na família dela)',
  ]);
});

describe('startAssociationCodeWarning', () => {
  const real = {
    firebase: {
      apiKey: 'k',
      projectId: 'amparo-prod',
      databaseURL: 'https://amparo-prod-default-rtdb.europe-west1.firebasedatabase.app',
    },
  };
  const local = {
    firebase: { apiKey: 'fake-api-key', projectId: 'demo-amparo' },
    emulators: { authUrl: 'http://127.0.0.1:9099' },
  };

  it.each<[string, unknown, string, boolean]>([
    ['the local demo with segredo (no RUNTIME_CONFIG)', null, 'segredo', false],
    ['the local demo configuration with segredo', local, 'segredo', false],
    ['a real project with segredo', real, 'segredo', true],
    ['a real project with Probranca2024', real, 'Probranca2024', true],
    ['a real project with a generated code', real, 'q3Zp_8RkXv0Lw9aBcD7eFg-TmY2sHn4J', false],
  ])('%s: warns %s', (_label, config, code, warns) => {
    const warning = startAssociationCodeWarning(config, code);
    expect(warning !== null).toBe(warns);
    if (warning !== null) {
      expect(warning).toMatch(
        /^Warning: the registration code of Firebase project "amparo-prod" is weak \(.+\); set AMPARO_SECRET to the code made by `npm run association -- code new --project <id> --database-url <url>`\.$/,
      );
      expect(warning).not.toContain(code);
    }
  });
});
