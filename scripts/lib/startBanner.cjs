// What `npm start` prints about the demo and the association's code (`ProBrancaSec`): the demo
// accounts (the people, the carers and the relative the seed creates, in one table) and, when the site is served
// for a real Firebase project with a weak association's code, one warning line. CommonJS with a
// .d.cts so jest checks the table against the seed's own list.
'use strict';

const path = require('node:path');
const { isRealProjectRuntime, weakAssociationCodeWarning } = require(
  path.join(__dirname, '..', '..', 'local-backend', 'src', 'association', 'codeStrength.cjs'),
);

const demoPassword = 'amparo2024';

/** Every demo account, people first, with what it has or does (European Portuguese, for whoever tries the demo). */
const demoAccountRows = [
  { email: 'maria.silva@gmail.com', about: 'utente, com contactos, consultas e medicamentos' },
  { email: 'jose.santos@sapo.pt', about: 'utente, sem dados' },
  { email: 'ana.costa@probranca.pt', about: 'cuidadora de Maria Silva e José Santos' },
  { email: 'rui.pereira@probranca.pt', about: 'cuidador de José Santos' },
  { email: 'pedro.silva@gmail.com', about: 'filho de Maria Silva, na família dela' },
];

/** The accounts' lines of the banner, the e-mails in one column. */
function demoAccountLines(indent = '    ') {
  const width = Math.max(...demoAccountRows.map((row) => row.email.length)) + 3;
  return [
    `Contas de demonstração (palavra-passe ${demoPassword}):`,
    ...demoAccountRows.map((row) => `${indent}${row.email.padEnd(width)}(${row.about})`),
  ];
}

/**
 * The warning when RUNTIME_CONFIG points at a real project and the association's code `npm start`
 * uses (AMPARO_SECRET) is weak; null otherwise (the local demo's 'segredo' included).
 */
function startAssociationCodeWarning(runtimeConfig, associationCode) {
  if (!isRealProjectRuntime(runtimeConfig)) return null;
  return weakAssociationCodeWarning(
    associationCode,
    `Firebase project "${runtimeConfig.firebase.projectId}"`,
    'set AMPARO_SECRET to the code made by `npm run association -- code new --project <id> --database-url <url>`',
  );
}

module.exports = {
  demoPassword,
  demoAccountRows,
  demoAccountLines,
  startAssociationCodeWarning,
};
