import { useId, useState } from 'react';
import { daySharedPath } from '@amparo/shared-machines';
import { ErrorMessage, useServices } from '@amparo/shared-ui';
import { useLiveValue } from '@amparo/shared-ui/live-data';
import { myFamilyTexts as texts } from '../../texts/myFamilyTexts';
import styles from './MyFamilyScreen.module.css';

/**
 * Her setting 'A família pode ver o meu dia' (myFamilyTexts.dayShared): a checkbox that shows the
 * stored value, live, and writes `family/{person}/settings/dayShared` when she changes it. Only she
 * may (the rules); her tablet then keeps her day for them (keepFamilyDay).
 */
export function DaySharedSetting({ uid }: { readonly uid: string }) {
  const { backend } = useServices();
  const path = daySharedPath(uid);
  const stored = useLiveValue(backend.database, path);
  const [failed, setFailed] = useState(false);
  const hintId = useId();
  const onChange = (shared: boolean) => {
    setFailed(false);
    backend.database.set(path, shared).catch(() => setFailed(true));
  };
  return (
    <div className={styles.setting}>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={stored.value === true}
          disabled={stored.status === 'loading'}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {texts.dayShared}
      </label>
      <p id={hintId} className={styles.hint}>
        {texts.daySharedHint}
      </p>
      <ErrorMessage>{failed ? texts.settingFailed : null}</ErrorMessage>
    </div>
  );
}
