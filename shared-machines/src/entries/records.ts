// `@amparo/shared-machines/records`: the carers' records (mf-admin, the local backend's seed). The record
// types and reads are also in `./patient` (a few small pure functions, bundled in both entries).
export * from '../domain/recordTypes';
export * from '../domain/recordSchemas';
export {
  readRecord,
  readRecordChange,
  readRecordList,
  readContacts,
  readAppointments,
  readMedications,
  recordIndexOfKey,
} from '../records/readRecords';
export { createRecordsRepository, type RecordsRepository } from '../records/recordsRepository';
export { createCardMirror, type CardMirror } from '../records/cardMirror';
export * from '../domain/overviewCardChanges';
export * from '../domain/associationCalendar';
export * from '../domain/doseCorrections';
export {
  validateRecord,
  isRecordKeyOf,
  isFieldRequired,
  maxLengthOfField,
  recordFields,
  maxTextLength,
  maxPhoneLength,
  maxDoseTimesLength,
  type CheckedRecord,
  type AnyCheckedRecord,
  type RecordFormMode,
  type RecordFormValues,
  type RecordFieldErrors,
  type RecordValidation,
} from '../records/recordValidation';
export {
  doseTimesOf,
  readDoseTimes,
  doseKeyOf,
  doseTimesMessage,
  maxDoseTimesPerMedicine,
} from '../domain/doseTimes';
// The day's doses as the carers follow them (the reminder machine, held so it never reminds).
export {
  dosesOfDay,
  doseStatusText,
  adherenceText,
  readTakenDoses,
  readMemberSince,
  type Dose,
  type DoseStatus,
  type DoseScheduleStart,
  type TakenDoses,
  type TakenMarks,
} from '../domain/doseSchedule';
export { adherenceOf, adherenceDays, type DoseAdherence } from '../domain/doseAdherence';
export { doseTexts } from '../texts/doseTexts';
export {
  doseReminderMachine,
  type DoseReminderActorRef,
  type DoseToRecord,
} from '../machines/reminders/doseReminderMachine';
export { followDayOfDoses } from '../machines/reminders/followDayOfDoses';
export {
  describeRecordError,
  savedMessage,
  pendingMessage,
  type RecordOperation,
} from '../records/recordMessages';
export {
  liveListMachine,
  type LiveListContext,
  type LiveListEvent,
} from '../machines/liveList/liveListMachine';
export {
  addRecordFormMachine,
  addSuccessDelayMs,
  type SaveRecordInput,
  type AddRecordFormContext,
  type AddRecordFormEvent,
} from '../machines/recordForm/addRecordFormMachine';
export {
  editRecordFormMachine,
  editSuccessDelayMs,
  type RecordKeyInput,
  type UpdateRecordInput,
  type EditRecordFormContext,
  type EditRecordFormEvent,
} from '../machines/recordForm/editRecordFormMachine';
// Two people editing one record: a save based on the version the form opened (records/recordVersion).
export {
  conflictMessage,
  loadedRecordOf,
  type LoadedRecord,
  type UpdateOutcome,
} from '../records/recordVersion';
export { describeChange, describeWhen, associationTimeZone } from '../domain/changeNote';
export { changeNoteTexts } from '../texts/changeNoteTexts';
// How much history is kept (the association's retention command in local-backend).
export {
  historyCutoffAt,
  historyCutoffDate,
  historyBefore,
  retentionMonthsProblem,
  type HistoryToRemove,
} from '../domain/historyRetention';
// The carers' console: a summary per person, never their lists (records/carerOverview).
export {
  followCarerOverview,
  appointmentsOfDayAndNext,
  dayAfter,
  type PersonOverview,
} from '../records/carerOverview';
export { overviewAttention, type PersonAttention } from '../records/carerOverviewAttention';
export {
  readRecordsSummary,
  summaryNode,
  summaryPath,
  summaryScheduleNode,
  type DoseTimesSince,
  type RecordsSummary,
  type SummaryCounts,
} from '../records/recordsSummary';
export {
  personRegistrationMachine,
  type NewPersonField,
  type NewPersonForm,
  type RegisteredPerson,
  type PersonRegistrationContext,
  type PersonRegistrationEvent,
  type PersonRegistrationActorRef,
  type PersonRegistrationSnapshot,
} from '../machines/personRegistration/personRegistrationMachine';
export {
  providePersonRegistrationEffects,
  associationCodePath,
} from '../machines/personRegistration/personRegistrationEffects';
export { personRegistrationTexts } from '../texts/personRegistrationTexts';
// The carer's console for the whole session: the overview followed by the day, one minute clock.
export {
  carerConsoleMachine,
  msUntilNextMinute,
  type CarerConsoleActorRef,
  type CarerConsoleContext,
  type CarerConsoleEvent,
  type CarerConsoleSnapshot,
  type ConsoleView,
  type FollowOverviewInput,
} from '../machines/carerConsole/carerConsoleMachine';
// A person who named the carer herself: confirmed or refused from the console.
export {
  newPersonMachine,
  type NewPersonActorRef,
  type NewPersonContext,
  type NewPersonEvent,
  type NewPersonInput,
  type NewPersonSnapshot,
} from '../machines/carerConsole/newPersonMachine';
export { provideNewPersonEffects } from '../machines/carerConsole/newPersonEffects';
// Who saw or changed a person's data: the carers log it, the person and her carers read it.
export {
  accessBy,
  accessLogPath,
  logAccess,
  readAccessLog,
  watchAccessLog,
  wholePerson,
  personDay,
  type AccessAction,
  type AccessLogEntry,
  type LoggedAccess,
} from '../records/accessLog';
export { withAccessLog } from '../records/accessLogRepository';
export {
  describeAccessLine,
  loggedRecordNames,
  type LogReader,
  type LoggedRecordLists,
} from '../records/accessLogLines';
export { accessLogTexts } from '../texts/accessLogTexts';
// A carer's copy of one person's data (the right of access and to portability).
export {
  buildPersonDataCopy,
  personDataDocument,
  personDataFileName,
  personDataPaths,
  personDataCopyFormat,
  type AssociationOnlyPart,
  type PersonDataCopy,
  type PersonDataDocument,
  type PersonDataReads,
} from '../records/personDataCopy';
export {
  personDataCopyMachine,
  type PersonDataCopyContext,
  type PersonDataCopyEvent,
  type PersonDataCopyInput,
} from '../machines/personDataCopy/personDataCopyMachine';
export { readPersonDataCopy } from '../machines/personDataCopy/personDataCopyEffects';
// The words and dates both printable copies of a person's data say (the carers' and the association's).
export { personCopyTexts, type PersonCopyListTexts } from '../texts/personCopyTexts';
export {
  momentText,
  calendarDayText,
  dayOfMonthText,
  monthOfDayText,
} from '../records/personCopyDates';
// A carer's correction of a dose recorded as taken (mf-admin's medicines list).
export * from '../machines/doseCorrection/doseCorrectionMachine';
export * from '../machines/doseCorrection/doseCorrectionEffects';
export * from '../domain/familyCircle';
export * from '../domain/familyDay';
export { calendarDateInTimeZone } from '../domain/spokenDate';
export { isoCalendarDate } from '../domain/appointmentSchedule';
export { pushKeyPrefixAt } from '../domain/pushKeys';
export { invitationCodeHash } from '../domain/invitationCode';
export * from '../domain/familyRetention';
