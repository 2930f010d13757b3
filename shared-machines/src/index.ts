export { readRecord, readRecordList, readContacts, readAppointments, readMedications, recordIndexOfKey } from './records/readRecords';
