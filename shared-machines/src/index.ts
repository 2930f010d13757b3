export { readRecord, readRecordList, readContacts, readAppointments, readMedications, recordIndexOfKey } from './records/readRecords';
export * from './ports/backendPorts';
export * from './ports/appServices';
export * from './ports/inMemoryBackend';
export * from './config/associationConfig';
export * from './records/recordTypes';
export * from './domain/rtdbKeys';
export { createRecordsRepository, type RecordsRepository } from './records/recordsRepository';
export {
  validateRecord,
  isRecordKeyOf,
  isFieldRequired,
  maxLengthOfField,
  recordFields,
  maxTextLength,
  maxPhoneLength,
  type RecordFormMode,
  type RecordFormValues,
  type RecordFieldErrors,
  type RecordValidation,
} from './records/recordValidation';
export { describeRecordError, savedMessage, pendingMessage, type RecordOperation } from './records/recordMessages';
export * from './domain/contactSearch';
export * from './domain/phoneLink';
export * from './domain/appointmentSchedule';
export * from './domain/medications';
export * from './routes/routeTable';
export * from './games';
export * from './machines/patientData';
export * from './domain/displayName';
export * from './domain/longDate';
export * from './domain/authErrors';
export { liveListMachine, listDelayMs, type LiveListContext, type LiveListEvent } from './machines/liveList/liveListMachine';
export {
  addRecordFormMachine,
  addSuccessDelayMs,
  type AnyRecord,
  type SaveRecordInput,
  type AddRecordFormContext,
  type AddRecordFormEvent,
} from './machines/recordForm/addRecordFormMachine';
export {
  editRecordFormMachine,
  editSuccessDelayMs,
  type RecordKeyInput,
  type UpdateRecordInput,
  type EditRecordFormContext,
  type EditRecordFormEvent,
} from './machines/recordForm/editRecordFormMachine';
export * from './machines/auth/authMachine';
export * from './machines/auth/authEffects';
export * from './machines/login/loginMachine';
export * from './machines/login/loginEffects';
export * from './machines/registration/registrationMachine';
export * from './machines/registration/registrationEffects';
export * from './machines/dialogs/dialogsMachine';
