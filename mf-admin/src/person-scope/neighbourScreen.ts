import type { ScreenId } from '@amparo/shared-machines';
import { adminScreens } from '../adminScreens';

/** Where the next or previous person's link leads from `screen`: the same list (contacts, appointments, medicines) of theirs. */
export function neighbourScreenOf(screen: ScreenId): ScreenId {
  const kind = adminScreens[screen]?.kind;
  const list = Object.entries(adminScreens).find(
    ([, candidate]) => candidate.kind === kind && candidate.form === 'list',
  );
  return (list?.[0] as ScreenId | undefined) ?? 'adminContacts';
}
