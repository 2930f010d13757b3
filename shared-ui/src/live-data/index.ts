// Hooks for the patient's live screens (Chamadas, Saúde). A subpath of its own so the shell, which
// never needs them, does not download them. They reach the shared singletons (services context,
// machines) through their package names, so each remote's copy talks to the same instances.
export { useLiveValue, type LiveValueView } from './useLiveValue';
// Kept here too for the patient screens; it lives in the main entry (the shell uses it without the patient code).
export { useOfflineNotice } from '@amparo/shared-ui';
export { usePatientUid } from './usePatientUid';
// A person's access log as a live list (on the person's own access-log screen and on her carers'): here,
// not in the main entry, as it follows her lists through the patient code.
export {
  AccessLogList,
  type AccessLogListProps,
  type AccessLogListTexts,
} from '../access-log/AccessLogList';
// Today on the association's calendar, moving on at its midnight while a screen stays open.
export { useToday } from './useToday';
// A person's family circle (her relatives, removing one, inviting one), on her tablet and in her carers'
// console: here, as the list follows her circle through the patient code.
export {
  RelativesList,
  type RelativesListProps,
  type RelativesListTexts,
} from '../family-circle/RelativesList';
export {
  InviteRelative,
  type InviteRelativeProps,
  type InviteRelativeTexts,
} from '../family-circle/InviteRelative';
