import type { ScreenId } from '@amparo/shared-machines';
import type { RecordKind } from '@amparo/shared-machines/records';

export type AdminScreenKind = 'list' | 'add' | 'edit';

export interface AdminScreen {
  readonly kind: RecordKind;
  readonly form: AdminScreenKind;
}

/** Which record kind and which screen each admin route shows. */
export const adminScreens: Partial<Record<ScreenId, AdminScreen>> = {
  adminContacts: { kind: 'contact', form: 'list' },
  adminAddContact: { kind: 'contact', form: 'add' },
  adminEditContact: { kind: 'contact', form: 'edit' },
  adminAppointments: { kind: 'appointment', form: 'list' },
  adminAddAppointment: { kind: 'appointment', form: 'add' },
  adminEditAppointment: { kind: 'appointment', form: 'edit' },
  adminMedications: { kind: 'medication', form: 'list' },
  adminAddMedication: { kind: 'medication', form: 'add' },
  adminEditMedication: { kind: 'medication', form: 'edit' },
};
