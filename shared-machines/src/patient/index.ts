// `@amparo/shared-machines/patient`: the patient's data as mf-calls and mf-health show it — record types
// and reads (also in `./records`), contacts search, phone links, appointments and medicines rules, and the
// live-value and calendar-day machines, and the person's day of doses with its reminder machine.
export * from '../domain/recordTypes';
export {
  readRecord,
  readRecordList,
  readContacts,
  readAppointments,
  readMedications,
  recordIndexOfKey,
} from '../records/readRecords';
export * from '../domain/contactSearch';
export * from '../domain/phoneLink';
export * from '../domain/appointmentSchedule';
export * from '../domain/spokenDate';
export * from '../domain/medications';
export * from '../machines/patientData';
export * from '../domain/doseTimes';
export * from '../domain/doseSchedule';
export * from '../machines/reminders/doseReminderMachine';
export * from '../machines/localCopy/doseQueueMachine';
export * from '../domain/daySummary';
export * from '../machines/reminders/followDayOfDoses';
// A dose taken is copied onto her cards in her carers' consoles.
export { createCardMirror, type CardMirror } from '../records/cardMirror';
// Who saw or changed the person's data (her carers log it), as her tablet shows it.
export {
  accessBy,
  accessLogPath,
  logAccess,
  personDay,
  readAccessLog,
  watchAccessLog,
  type LoggedAccess,
} from '../records/accessLog';
export {
  describeAccessLine,
  loggedRecordNames,
  type LogReader,
  type LoggedRecordLists,
} from '../records/accessLogLines';
// What the rules above say (docs/texts.md).
export { doseTexts } from '../texts/doseTexts';
export { dateTexts } from '../texts/dateTexts';
export { phoneLinkTexts } from '../texts/phoneLinkTexts';
export { accessLogTexts } from '../texts/accessLogTexts';
// The person's day with the tablet's effects, started by the root (services/personDay).
export * from '../machines/reminders/doseReminderEffects';
export * from '../services/speech';
export * from '../services/startPersonDay';
// Her family's posts (newest first, how long ago), her ready answers, and the machine that shows them.
export * from '../domain/familyFeed';
export * from '../machines/familyPosts/familyPostsMachine';
export * from '../machines/familyPosts/familyPostsEffects';
export { familyPostsTexts } from '../texts/familyPostsTexts';
// Removing a relative from her circle ('A minha família').
export * from '../machines/relativeRemoval/relativeRemovalMachine';
export * from '../machines/relativeRemoval/relativeRemovalEffects';
