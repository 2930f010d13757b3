import {
  addressAfterSignIn,
  associationCodeCandidates,
  adminNavSection,
  bottomNavSection,
  carriesAssociationCode,
  isAdminScreen,
  matchRoute,
  pathFor,
  recordKeyFromSearch,
  registrationAssociationCode,
  returnPathFromSearch,
  signedInRoutes,
  type AppName,
  type RouteContext,
  type ScreenId,
} from './routeTable';

const ASSOCIATION_CODE = 'segredo';
const signedIn = { signedIn: true, associationCode: ASSOCIATION_CODE };
const signedOut = { signedIn: false, associationCode: null };

describe('matchRoute, signed out: only login, registration and an invitation’s acceptance', () => {
  it.each<[string, ScreenId]>([
    ['/', 'login'],
    ['/login', 'login'],
    ['/chamadas', 'login'],
    ['/mostrarcontactos', 'login'],
    ['/segredo', 'login'],
    ['/registarsegredo', 'registration'],
    ['/registarqualquer', 'registration'], // the shell checks the code against registrationCodes/{code}
    ['/registar', 'login'],
    ['/registar/', 'login'],
    ['/registar..%2F..%2FProBrancaSec', 'login'],
    ['/registar%5B0%5D', 'login'],
    ['/registar%E0%A4%A', 'registration'], // malformed escape: kept as typed, still a valid key
    ['', 'login'],
    [`/${'x'.repeat(100_000)}`, 'login'],
    ['/convite', 'invitationAcceptance'],
    ['/Convite/', 'invitationAcceptance'],
    ['/convite#K7Q2-M9XD-PT4C', 'invitationAcceptance'], // the code in the fragment only
    ['/convite/K7Q2-M9XD-PT4C', 'login'], // never in the path
  ])('%s -> %s', (path, screen) => {
    expect(matchRoute(path, signedOut)).toEqual({
      app: 'shell',
      screen,
      associationCodeInPath: false,
    });
  });
});

describe('matchRoute, signed in', () => {
  it.each<[string, AppName, ScreenId, boolean]>([
    ['/', 'shell', 'home', false],
    ['/login', 'shell', 'home', false],
    ['/segredo', 'shell', 'home', true],
    ['/segredo/', 'shell', 'home', true],
    ['/chamadas', 'calls', 'calls', false],
    ['/chamadassegredo', 'calls', 'calls', true],
    ['/calendario', 'health', 'health', false],
    ['/calendariosegredo', 'health', 'health', true],
    ['/videos', 'shell', 'videos', false],
    ['/videossegredo', 'shell', 'videos', true],
    ['/jogos', 'games', 'gamesHub', false],
    ['/jogossegredo', 'games', 'gamesHub', true],
    ['/solitario', 'games', 'solitaire', false],
    ['/jogogalo', 'games', 'ticTacToe', false],
    ['/meusdados', 'shell', 'myAccessLog', false],
    ['/familia', 'shell', 'family', false],
    ['/minhafamilia', 'shell', 'myFamily', false],
    ['/mostrarcontactos', 'admin', 'adminContacts', false],
    ['/adicionarinformacoes', 'admin', 'adminAddContact', false],
    ['/userespec', 'admin', 'adminEditContact', false],
    ['/userespec?key=contacto_Contacto_3', 'admin', 'adminEditContact', false],
    ['/mostrarconsultas', 'admin', 'adminAppointments', false],
    ['/adicionarconsulta', 'admin', 'adminAddAppointment', false],
    ['/userconsultaespec', 'admin', 'adminEditAppointment', false],
    ['/mostrarmedicamentos', 'admin', 'adminMedications', false],
    ['/adicionarmedicamentos', 'admin', 'adminAddMedication', false],
    ['/usermedicarespec', 'admin', 'adminEditMedication', false],
    ['/Chamadas', 'calls', 'calls', false],
    ['/chamadas/', 'calls', 'calls', false],
    // the * fallback
    ['/chamadaserrado', 'shell', 'home', false],
    ['/errado', 'shell', 'home', false],
    ['/solitariosegredo', 'shell', 'home', false],
    ['/registarsegredo', 'shell', 'home', false],
    ['/chamadasSEGREDO', 'shell', 'home', false],
    ['/chamadas/segredo', 'shell', 'home', false],
    ['/chamadas%2Fsegredo', 'shell', 'home', false],
    ['/%E0%A4%A', 'shell', 'home', false],
    ['/chamadas/../mostrarcontactos', 'shell', 'home', false],
    [`/${'segredo'.repeat(20_000)}`, 'shell', 'home', false],
  ])('%s -> %s/%s (association code in path: %s)', (path, app, screen, associationCodeInPath) => {
    expect(matchRoute(path, signedIn)).toEqual({ app, screen, associationCodeInPath });
  });

  it.each(['/segredo', '/chamadassegredo', '/jogossegredo'])(
    '%s is home, without the association code in path, while the association code is unknown',
    (path) => {
      expect(matchRoute(path, { signedIn: true, associationCode: null })).toEqual({
        app: 'shell',
        screen: 'home',
        associationCodeInPath: false,
      });
    },
  );

  it('decodes an encoded association code at the end', () => {
    expect(
      matchRoute('/chamadas%C3%A7%C3%A3o', { signedIn: true, associationCode: 'ção' }),
    ).toEqual({
      app: 'calls',
      screen: 'calls',
      associationCodeInPath: true,
    });
  });

  it.each(signedInRoutes.filter((route) => route.app === 'admin').map((route) => route.path))(
    "%s says the carers' area is closed when the session may not open it",
    (path) => {
      expect(matchRoute(path, { ...signedIn, adminAllowed: false })).toEqual({
        app: 'shell',
        screen: 'carersAreaClosed',
        associationCodeInPath: false,
      });
      expect(matchRoute(path, { ...signedIn, adminAllowed: true }).app).toBe('admin');
    },
  );

  it('never throws on odd input', () => {
    for (const path of [
      '',
      '?',
      '#',
      '//',
      '/%',
      '/%%',
      '\u0000',
      '/\uD800',
      'sem-barra',
      '/a?b#c'.repeat(1000),
    ]) {
      expect(() => matchRoute(path, signedIn)).not.toThrow();
      expect(() => matchRoute(path, signedOut)).not.toThrow();
      expect(() => registrationAssociationCode(path)).not.toThrow();
    }
  });
});

describe('registrationAssociationCode', () => {
  it.each<[string, string | null]>([
    ['/registarsegredo', 'segredo'],
    ['/registarsegredo/', 'segredo'],
    ['/Registarsegredo', 'segredo'],
    ['/registar%C3%A7%C3%A3o', 'ção'],
    ['/registar', null],
    ['/registar/x', null],
    ['/registara.b', null],
    ['/registar%2Fx', null],
    ['/registar$x', null],
    ['/login', null],
    [`/registar${'x'.repeat(769)}`, null],
  ])('%s -> %s', (path, associationCode) => {
    expect(registrationAssociationCode(path)).toBe(associationCode);
  });
});

describe('navigation sections', () => {
  it.each<[ScreenId, string | null, string | null, boolean]>([
    ['home', 'home', null, false],
    ['calls', 'calls', null, false],
    ['health', 'health', null, false],
    ['videos', 'videos', null, false],
    ['gamesHub', 'games', null, false],
    ['solitaire', 'games', null, false],
    ['ticTacToe', 'games', null, false],
    ['login', null, null, false],
    ['registration', null, null, false],
    ['adminContacts', null, 'contacts', true],
    ['adminAddContact', null, 'contacts', true],
    ['adminEditContact', null, 'contacts', true],
    ['adminAppointments', null, 'appointments', true],
    ['adminAddAppointment', null, 'appointments', true],
    ['adminEditAppointment', null, 'appointments', true],
    ['adminMedications', null, 'medications', true],
    ['adminAddMedication', null, 'medications', true],
    ['adminEditMedication', null, 'medications', true],
  ])('%s: bottom nav %s, admin nav %s, admin %s', (screen, bottom, admin, isAdmin) => {
    expect(bottomNavSection(screen)).toBe(bottom);
    expect(adminNavSection(screen)).toBe(admin);
    expect(isAdminScreen(screen)).toBe(isAdmin);
  });
});

describe('pathFor', () => {
  it.each<[ScreenId, Parameters<typeof pathFor>[1], string]>([
    ['login', {}, '/'],
    ['invitationAcceptance', {}, '/convite'],
    ['registration', { associationCode: ASSOCIATION_CODE }, '/registarsegredo'],
    ['home', {}, '/'],
    ['home', { associationCode: ASSOCIATION_CODE }, '/segredo'],
    ['calls', { associationCode: ASSOCIATION_CODE }, '/chamadassegredo'],
    ['calls', { associationCode: null }, '/chamadas'],
    ['health', {}, '/calendario'],
    ['videos', { associationCode: ASSOCIATION_CODE }, '/videossegredo'],
    ['gamesHub', {}, '/jogos'],
    ['solitaire', { associationCode: ASSOCIATION_CODE }, '/solitario'],
    ['ticTacToe', {}, '/jogogalo'],
    ['adminContacts', { associationCode: ASSOCIATION_CODE }, '/mostrarcontactos'],
    ['adminEditContact', { key: 'contacto_Contacto_3' }, '/userespec?key=contacto_Contacto_3'],
    ['adminEditAppointment', { key: 'consulta_ID_2' }, '/userconsultaespec?key=consulta_ID_2'],
    ['adminEditMedication', { key: 'medicamento_1' }, '/usermedicarespec?key=medicamento_1'],
    ['adminAddMedication', { key: 'ignored' }, '/adicionarmedicamentos'],
    ['calls', { associationCode: 'ç ã' }, '/chamadas%C3%A7%20%C3%A3'],
  ])('%s %j -> %s', (screen, options, path) => {
    expect(pathFor(screen, options)).toBe(path);
  });

  it.each(signedInRoutes.map((route) => route.screen))(
    'round-trips %s through matchRoute, with and without the association code',
    (screen) => {
      const plain = pathFor(screen);
      expect(matchRoute(plain, signedIn).screen).toBe(screen);
      const withAssociationCode = pathFor(screen, { associationCode: 'ç ã', key: 'k1' });
      const match = matchRoute(withAssociationCode, { signedIn: true, associationCode: 'ç ã' });
      expect(match.screen).toBe(screen);
      expect(match.associationCodeInPath).toBe(
        signedInRoutes.find((route) => route.screen === screen)?.associationCodeSuffix,
      );
    },
  );
});

describe('recordKeyFromSearch', () => {
  it.each<[string, string | null]>([
    ['?key=contacto_Contacto_3', 'contacto_Contacto_3'],
    ['key=medicamento_1', 'medicamento_1'],
    ['?key=consulta_ID_2&x=1', 'consulta_ID_2'],
    ['', null],
    ['?key=', null],
    ['?key=..%2FProBrancaSec', null],
    ['?key=a.b', null],
    ['?key=%3Cscript%3E', '<script>'],
    [`?key=${'x'.repeat(5000)}`, null],
  ])('%s -> %s', (search, key) => {
    expect(recordKeyFromSearch(search)).toBe(key);
  });
});

describe("matchRoute, a carer: the console, a new person, and each person's screens by address", () => {
  const carer = { signedIn: true, associationCode: null, account: 'carer' as const };
  it.each<[string, { screen: string; app: string; person?: string }]>([
    ['/', { screen: 'carerConsole', app: 'admin' }],
    ['/pessoas', { screen: 'carerConsole', app: 'admin' }],
    ['/pessoas/', { screen: 'carerConsole', app: 'admin' }],
    ['/pessoas/nova', { screen: 'carerRegisterPerson', app: 'admin' }],
    ['/PESSOAS/NOVA', { screen: 'carerRegisterPerson', app: 'admin' }],
    ['/pessoas/u1/mostrarcontactos', { screen: 'adminContacts', app: 'admin', person: 'u1' }],
    [
      '/pessoas/u1/adicionarconsulta',
      { screen: 'adminAddAppointment', app: 'admin', person: 'u1' },
    ],
    [
      '/pessoas/u1/usermedicarespec?key=medicamento_2',
      { screen: 'adminEditMedication', app: 'admin', person: 'u1' },
    ],
    ['/pessoas/u1/MostrarConsultas', { screen: 'adminAppointments', app: 'admin', person: 'u1' }],
    ['/pessoas/u1/acessos', { screen: 'carerAccessLog', app: 'admin', person: 'u1' }],
    ['/pessoas/u1/exportar', { screen: 'carerPersonExport', app: 'admin', person: 'u1' }],
    ['/pessoas/u1/familia', { screen: 'carerPersonFamily', app: 'admin', person: 'u1' }],
    ['/meusdados', { screen: 'carerConsole', app: 'admin' }],
    ['/familia', { screen: 'carerConsole', app: 'admin' }],
    // Anything else is the console: never a person's own screens, never a path the rules would refuse to build.
    ['/pessoas/u1/chamadas', { screen: 'carerConsole', app: 'admin' }],
    ['/pessoas/u1', { screen: 'carerConsole', app: 'admin' }],
    ['/pessoas/u.1/mostrarcontactos', { screen: 'carerConsole', app: 'admin' }],
    ['/pessoas/%2E%2E/mostrarcontactos', { screen: 'carerConsole', app: 'admin' }],
    ['/pessoas/u1/mostrarcontactos/extra', { screen: 'carerConsole', app: 'admin' }],
    ['/mostrarcontactos', { screen: 'carerConsole', app: 'admin' }],
    ['/chamadas', { screen: 'carerConsole', app: 'admin' }],
    ['/segredo', { screen: 'carerConsole', app: 'admin' }],
  ])('%s', (path, expected) => {
    const match = matchRoute(path, carer);
    expect({
      screen: match.screen,
      app: match.app,
      ...(match.person ? { person: match.person } : {}),
    }).toEqual(expected);
  });
});

describe('matchRoute, an account that is neither a person nor a carer', () => {
  it.each([
    '/',
    '/chamadas',
    '/mostrarcontactos',
    '/pessoas',
    '/pessoas/u1/mostrarcontactos',
    '/segredo',
  ])('%s → noAccess', (path) => {
    expect(
      matchRoute(path, {
        signedIn: true,
        associationCode: 'segredo',
        adminAllowed: true,
        account: 'none',
      }).screen,
    ).toBe('noAccess');
  });
  it.each(['/', '/familia', '/chamadas', '/pessoas', '/segredo'])(
    '%s → her own section (familyCircles) for a relative',
    (path) => {
      expect(
        matchRoute(path, {
          signedIn: true,
          associationCode: 'segredo',
          adminAllowed: true,
          account: 'family',
        }),
      ).toEqual({ app: 'family', screen: 'familyCircles', associationCodeInPath: false });
    },
  );
});

describe("a person never reaches a carer's addresses, and is told so", () => {
  it.each(['/pessoas', '/PESSOAS/', '/pessoas/nova', '/pessoas/u1/mostrarcontactos'])(
    '%s → carersAreaClosed',
    (path) => {
      expect(
        matchRoute(path, {
          signedIn: true,
          associationCode: null,
          adminAllowed: true,
          account: 'person',
        }).screen,
      ).toBe('carersAreaClosed');
    },
  );
  it.each(['/pessoasx', '/pessoa'])("%s (not a carer's address) → home", (path) => {
    expect(
      matchRoute(path, {
        signedIn: true,
        associationCode: null,
        adminAllowed: true,
        account: 'person',
      }).screen,
    ).toBe('home');
  });
});

describe("pathFor a carer's screens", () => {
  it.each<[Parameters<typeof pathFor>, string]>([
    [['carerConsole'], '/pessoas'],
    [['carerRegisterPerson'], '/pessoas/nova'],
    [['adminContacts', { person: 'u1' }], '/pessoas/u1/mostrarcontactos'],
    [
      ['adminEditAppointment', { person: 'u1', key: 'consulta_ID_3' }],
      '/pessoas/u1/userconsultaespec?key=consulta_ID_3',
    ],
    [['adminContacts', { person: null }], '/mostrarcontactos'],
    [['carerAccessLog', { person: 'u1' }], '/pessoas/u1/acessos'],
    [['carerPersonExport', { person: 'u1' }], '/pessoas/u1/exportar'],
    [['carerPersonFamily', { person: 'u1' }], '/pessoas/u1/familia'],
    [['calls', { person: 'u1' }], '/chamadas'],
  ])('%j → %s', (args, expected) => {
    expect(pathFor(...args)).toBe(expected);
    // The address leads back to the same screen for the session it is built for.
    const forCarer = Boolean(args[1]?.person) || args[0].startsWith('carer');
    if (args[0] !== 'calls') {
      expect(
        matchRoute(expected, {
          signedIn: true,
          associationCode: null,
          account: forCarer ? 'carer' : 'person',
        }).screen,
      ).toBe(args[0]);
    }
  });
});

describe('associationCodeCandidates: the association codes an address may carry, to check one by one', () => {
  it.each<[string, string[]]>([
    ['/segredo', ['segredo']],
    ['/chamadassegredo', ['segredo', 'chamadassegredo']],
    ['/calendarioABC', ['ABC', 'calendarioABC']],
    ['/chamadas', []],
    ['/', []],
    ['/mostrarcontactos', []],
    ['/pessoas', []],
    ['/pessoas/u1/mostrarcontactos', []],
    ['/privacidade', []],
    ['/a.b', []],
    ['/chamadas%2Fx', []],
    ['/seg%72edo', ['segredo']],
  ])('%s → %j', (path, expected) => {
    expect(associationCodeCandidates(path)).toEqual(expected);
  });

  it('carriesAssociationCode: only a {code} form with that code', () => {
    expect(carriesAssociationCode('/chamadassegredo', 'segredo')).toBe(true);
    expect(carriesAssociationCode('/segredo', 'segredo')).toBe(true);
    expect(carriesAssociationCode('/chamadas', 'segredo')).toBe(false);
    expect(carriesAssociationCode('/chamadassegredo', null)).toBe(false);
    expect(carriesAssociationCode(null, 'segredo')).toBe(false);
  });
});

describe('the privacy notice: one address for everyone', () => {
  const sessions = [
    ['signed out', signedOut],
    ['a person', { signedIn: true, associationCode: ASSOCIATION_CODE, account: 'person' as const }],
    ['a person who may not open the carers’ area', { ...signedIn, adminAllowed: false }],
    ['a carer', { signedIn: true, associationCode: null, account: 'carer' as const }],
    [
      'an account that is neither',
      { signedIn: true, associationCode: null, account: 'none' as const },
    ],
  ] as const;
  it.each(
    sessions.flatMap(([who, context]) =>
      ['/privacidade', '/Privacidade/', '/privacidade?voltar=%2Fchamadas'].map(
        (path) => [who, path, context] as const,
      ),
    ),
  )('%s at %s: the shell’s privacyNotice', (_who, path, context) => {
    expect(matchRoute(path, context)).toEqual({
      app: 'shell',
      screen: 'privacyNotice',
      associationCodeInPath: false,
    });
  });

  it.each(['/privacidadesegredo', '/privacidade/x', '/pessoas/privacidade'])(
    '%s is not the notice',
    (path) => {
      expect(matchRoute(path, signedIn).screen).not.toBe('privacyNotice');
      expect(matchRoute(path, signedOut).screen).toBe('login');
    },
  );

  it.each<[string | null | undefined, string]>([
    [undefined, '/privacidade'],
    [null, '/privacidade'],
    ['/', '/privacidade?voltar=%2F'],
    ['/registarsegredo', '/privacidade?voltar=%2Fregistarsegredo'],
    ['/pessoas/u1/mostrarcontactos', '/privacidade?voltar=%2Fpessoas%2Fu1%2Fmostrarcontactos'],
    [
      '/userespec?key=contacto_Contacto_3',
      '/privacidade?voltar=%2Fuserespec%3Fkey%3Dcontacto_Contacto_3',
    ],
    ['https://exemplo.pt/', '/privacidade'],
    ['//exemplo.pt/', '/privacidade'],
    ['/\\exemplo.pt/', '/privacidade'],
    ['/privacidade?voltar=%2F', '/privacidade'],
  ])('pathFor privacyNotice returning to %j → %s', (returnTo, path) => {
    expect(pathFor('privacyNotice', { returnTo })).toBe(path);
    expect(matchRoute(path, signedOut).screen).toBe('privacyNotice');
  });

  it.each<[string, string | null]>([
    ['?voltar=%2Fregistarsegredo', '/registarsegredo'],
    ['?voltar=%2Fchamadassegredo', '/chamadassegredo'],
    ['?voltar=%2Fuserespec%3Fkey%3Dcontacto_Contacto_3', '/userespec?key=contacto_Contacto_3'],
    ['?voltar=%2Fregistar%C3%A7%C3%A3o', '/registar%C3%A7%C3%A3o'],
    ['', null],
    ['?voltar=', null],
    ['?voltar=chamadas', null],
    ['?voltar=https%3A%2F%2Fexemplo.pt', null],
    ['?voltar=%2F%2Fexemplo.pt', null],
    ['?voltar=%2F%5Cexemplo.pt', null],
    ['?voltar=javascript%3Aalert(1)', null],
    ['?voltar=%2Fa%0Ab', null],
    ['?voltar=%2FPrivacidade', null],
    [`?voltar=%2F${'x'.repeat(3000)}`, null],
  ])('returnPathFromSearch(%s) → %s', (search, path) => {
    expect(returnPathFromSearch(search)).toBe(path);
  });
});

describe("a relative's section has its address", () => {
  it('familyCircles → /familia', () => {
    expect(pathFor('familyCircles')).toBe('/familia');
  });
});

describe("after signing in at the login's addresses, the address becomes the screen shown", () => {
  const person = { signedIn: true, associationCode: null, adminAllowed: false };
  const carer = { ...person, account: 'carer' as const };
  const relative = { ...person, account: 'family' as const };
  const neither = { ...person, account: 'none' as const };
  it.each<[string, string, string | null, RouteContext]>([
    ['a person', '/login', '/', person],
    ['a person', '/LOGIN/', '/', person],
    ['a person', '/login?x=1', '/', person],
    ['a person', '/', null, person],
    ['a carer', '/login', '/pessoas', carer],
    ['a carer', '/', '/pessoas', carer],
    ['a relative', '/login', '/familia', relative],
    ['a relative', '/', '/familia', relative],
    // The 'no access' notice has no address of its own.
    ['an account that is neither', '/login', null, neither],
    // Only the login's addresses: every other keeps what was asked for.
    ['a person', '/chamadas', null, person],
    ['a person', '/segredo', null, { ...person, associationCode: 'segredo' }],
    ['a carer', '/pessoas/u1/mostrarcontactos', null, carer],
    ['a carer', '/chamadas', null, carer],
    ['a relative', '/convite', null, relative],
    ['signed out', '/login', null, signedOut],
  ])('%s at %s → %s', (_who, path, address, context) => {
    expect(addressAfterSignIn(path, context)).toBe(address);
  });

  it.each<[string, RouteContext]>([
    ['a person', person],
    ['a carer', carer],
    ['a relative', relative],
  ])('the new address shows %s the same screen as /login', (_who, context) => {
    const address = addressAfterSignIn('/login', context) ?? '/login';
    expect(matchRoute(address, context).screen).toBe(matchRoute('/login', context).screen);
  });
});
