import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorMessage, StatusMessage, useServices } from '@amparo/shared-ui';
import {
  familyMessagePost,
  familyMessageProblem,
  familyPostsPath,
  maxFamilyMessageLength,
  newPushKey,
  type FamilyMessageProblem,
} from '@amparo/shared-machines';
import { familyTexts } from '../texts/familyTexts';
import styles from './PersonFamily.module.css';

export interface MessageFormProps {
  readonly person: string;
  readonly relativeUid: string;
  readonly relativeName: string;
}

type Outcome = 'idle' | 'sending' | 'sent' | 'failed';

function problemText(problem: FamilyMessageProblem): string {
  if (problem === 'empty') return familyTexts.messageEmpty;
  if (problem === 'tooLong') return familyTexts.messageTooLong(maxFamilyMessageLength);
  return familyTexts.messageUnsafe;
}

/** 'Enviar mensagem': a short text, checked against the rules' limits, written as one new post. */
export function MessageForm({ person, relativeUid, relativeName }: MessageFormProps) {
  const { backend } = useServices();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<FamilyMessageProblem | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = familyMessageProblem(text);
    setProblem(found);
    if (found !== null || outcome === 'sending') return;
    setOutcome('sending');
    try {
      await backend.database.set(
        `${familyPostsPath(person)}/${newPushKey()}`,
        familyMessagePost({ from: relativeUid, fromName: relativeName, text }),
      );
      setText('');
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={fieldId} className={styles.label}>
        {familyTexts.messageLabel}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={text}
        rows={3}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
          setOutcome('idle');
        }}
        aria-invalid={problem !== null ? true : undefined}
        aria-describedby={problem !== null ? errorId : undefined}
      />
      {problem !== null && <ErrorMessage id={errorId}>{problemText(problem)}</ErrorMessage>}
      {outcome === 'failed' && <ErrorMessage>{familyTexts.sendFailed}</ErrorMessage>}
      <StatusMessage tone="success">{outcome === 'sent' ? familyTexts.sent : null}</StatusMessage>
      <Button type="submit" disabled={outcome === 'sending'}>
        {outcome === 'sending' ? familyTexts.sending : familyTexts.send}
      </Button>
    </form>
  );
}
