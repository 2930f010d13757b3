import { pendingMessage, savedMessage } from '@amparo/shared-machines/records';
import { ErrorMessage, StatusMessage } from '@amparo/shared-ui';
import { useWarnBeforeUnload } from '../session/useWarnBeforeUnload';
import { recordFormTexts } from '../texts/recordKindTexts';

export type SaveActivity = 'idle' | 'saving' | 'saved' | 'deleting';

export interface SaveFeedbackProps {
  readonly activity: SaveActivity;
  /** Whether the database client is connected: a write made offline is shown as pending. */
  readonly connected: boolean;
  readonly errorMessage: string | null;
}

function statusText(activity: SaveActivity, connected: boolean): string | null {
  if (activity === 'saved') return savedMessage;
  if (activity === 'idle') return null;
  if (!connected) return pendingMessage;
  return activity === 'saving' ? recordFormTexts.saving : recordFormTexts.deleting;
}

/**
 * The save's live regions, always in the page so screen readers announce each change: the status
 * (saving or deleting, `pendingMessage` while offline, `savedMessage` once saved) and the alert
 * for a failure. While a save or a delete is on its way, leaving the page asks first (it would be lost).
 */
export function SaveFeedback({ activity, connected, errorMessage }: SaveFeedbackProps) {
  useWarnBeforeUnload(activity === 'saving' || activity === 'deleting');
  return (
    <>
      <StatusMessage tone={activity === 'saved' ? 'success' : 'info'}>
        {statusText(activity, connected)}
      </StatusMessage>
      <ErrorMessage>{errorMessage}</ErrorMessage>
    </>
  );
}
