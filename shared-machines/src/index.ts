// `@amparo/shared-machines`: what the root and the shell need on every screen, the login included — the
// route table, the auth/login/registration/dialogs machines, the domain rules the shell shows, the ports'
// types, the association's configuration and the privacy notice (registration records its version).
// Everything else has its own entry (shared as its own singleton), so the login does not download it:
// - `@amparo/shared-machines/patient` — the patient's data: record types and reads, contacts search, phone
//   links, appointments and medicines rules, live-value and calendar-day machines (mf-calls, mf-health);
// - `@amparo/shared-machines/records` — the carers' records: record types and reads, validation, messages,
//   repository, record-form and live-list machines (mf-admin, the local backend's seed);
// - `@amparo/shared-machines/games` — Solitário and Jogo do Galo (mf-games);
// - `@amparo/shared-machines/testing` — the in-memory backend, for tests only;
// - `@amparo/shared-machines/firebase` — the Firebase backend adapter (root-config).
export * from './ports/backendPorts';
export * from './services/appServices';
export * from './services/routeAnswers';
export * from './services/browserRouteAnswers';
export * from './config/associationConfig';
export * from './domain/rtdbKeys';
export * from './domain/account';
export * from './domain/overviewCards';
export * from './routes/routeTable';
export * from './privacy/privacyNotice';
export * from './domain/consent';
export * from './domain/familyCircle';
export * from './domain/familyMessage';
export * from './domain/familyPhoto';
export * from './domain/familyDayView';
export { newPushKey } from './domain/pushKeys';
export * from './domain/invitationCode';
export * from './domain/invitationStatus';
export * from './domain/familyDay';
export * from './domain/nameCharacters';
export * from './domain/displayName';
export * from './domain/longDate';
export * from './domain/authErrors';
export * from './domain/accountFields';
// The texts of the machines and rules above, and the root's and shell's shared ones (docs/texts.md).
export * from './texts/authTexts';
export * from './texts/accountFieldTexts';
export * from './texts/connectionTexts';
export * from './texts/consentTexts';
export * from './texts/nameTexts';
export * from './texts/databaseTexts';
export * from './texts/privacyNoticeTexts';
export * from './texts/associationTexts';
export * from './texts/sectionUnavailableTexts';
export * from './texts/familyInvitationTexts';
export * from './machines/auth/authMachine';
export * from './machines/auth/authEffects';
export * from './machines/login/loginMachine';
export * from './machines/login/loginEffects';
export * from './config/runtimeConfig';
export * from './machines/registration/registrationMachine';
export * from './machines/registration/registrationEffects';
export * from './machines/dialogs/dialogsMachine';
export * from './machines/connection/connectionMachine';
export * from './machines/connection/connectionEffects';
export * from './machines/familyInvitation/familyInvitationMachine';
export * from './machines/familyInvitation/invitationAcceptanceMachine';
export * from './machines/familyInvitation/familyInvitationEffects';
export * from './machines/familyPost/familyPostMachine';
export * from './machines/familyPost/familyPostEffects';
export * from './machines/wakeLock/wakeLockMachine';
export * from './services/wakeLockEffects';
export * from './services/personDay';
// The person's last known day kept on the tablet (the root wraps the database with it).
export * from './domain/localCopyScope';
export { clockTimeAt } from './domain/associationClock';
export { onFirstUse } from './domain/onFirstUse';
export * from './records/localCopyDatabase';
export * from './services/followLocalCopy';
export type { LocalCopyStore, StoredCopy } from './ports/localCopyPort';
export * from './services/yieldToMain';
export { keptInTab, type KeptInTab } from './services/tabletStorage';
