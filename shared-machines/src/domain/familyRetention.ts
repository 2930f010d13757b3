import { parseAppointmentDate } from './appointmentSchedule';
import { calendarDayWindow } from './associationCalendar';

/**
 * The family's posts follow the history's retention (docs/retention.md): a post sent before the
 * earliest day kept (`cutoff`, 'YYYY-MM-DD' on the association's calendar) is removed, with the
 * person's answers to it. A post whose time cannot be read is kept, as an unreadable day is.
 */
export interface FamilyToRemove {
  readonly postKeys: readonly string[];
  readonly replyKeys: readonly string[];
}

export function familyBefore(cutoff: string, posts: unknown, replies: unknown): FamilyToRemove {
  const date = parseAppointmentDate(cutoff);
  if (date === null) return { postKeys: [], replyKeys: [] };
  const cutoffMs = calendarDayWindow(date).from;
  const entries = (value: unknown) =>
    value !== null && typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>)
      : [];
  const postKeys = entries(posts)
    .filter(([, post]) => {
      const at = (post as { at?: unknown } | null)?.at;
      return typeof at === 'number' && at < cutoffMs;
    })
    .map(([key]) => key)
    .sort();
  const removed = new Set(postKeys);
  const replyKeys = entries(replies)
    .filter(([, reply]) => removed.has(String((reply as { post?: unknown } | null)?.post)))
    .map(([key]) => key)
    .sort();
  return { postKeys, replyKeys };
}
