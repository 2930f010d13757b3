import { personCopyTexts } from '@amparo/shared-machines/records';

/**
 * The Portuguese texts of the association's printable copy of a person's data (personExportHtml):
 * the words both copies say (shared-machines' texts/personCopyTexts) and those only this copy says, about her
 * account, her carers and the JSON file beside it.
 */
export const exportTexts = {
  ...personCopyTexts,
  intro: (association: string, when: string) =>
    `Cópia dos dados pessoais que a ${association} guarda no Amparo sobre esta pessoa, feita a ${when}.`,
  machineReadable: (file: string) =>
    `O ficheiro ${file} tem os mesmos dados, completos, num formato que outros programas conseguem ler (JSON).`,
  account: {
    ...personCopyTexts.account,
    email: 'E-mail',
    createdAt: 'Conta criada em',
    lastSignInAt: 'Última entrada',
    providers: 'Forma de entrar',
    carer: 'Cuidador(a) da associação',
    carerAs: (name: string, people: number) =>
      `Sim, com o nome ${name}; acompanha ${people} ${people === 1 ? 'pessoa' : 'pessoas'}.`,
    noAccount: 'A conta já não existe; os dados abaixo ficaram guardados.',
  },
  providers: {
    password: 'E-mail e palavra-passe',
    'google.com': 'Conta Google',
  } as Readonly<Record<string, string>>,
  consents: { ...personCopyTexts.consents, otherAccount: 'Outra conta' },
  photos: {
    heading: 'Fotografias da família',
    folder: (folder: string) =>
      `Os ficheiros das fotografias que a família lhe enviou estão na pasta ${folder}, ao lado desta página.`,
    allNotCopied:
      'Os ficheiros destas fotografias não foram copiados: continuam guardados no armazenamento do Amparo.',
    file: 'Ficheiro',
    from: 'Enviada por',
    caption: 'Legenda',
    missing: (file: string) => `${file} (em falta: o ficheiro já não existe)`,
    notCopied: (file: string) => `${file} (não copiado)`,
  },
  carers: {
    none: 'Nenhum cuidador acompanha esta pessoa.',
    unnamed: 'Cuidador sem nome registado',
  },
} as const;
