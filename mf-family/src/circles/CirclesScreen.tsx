import { ErrorMessage, Button, LoadingState, PageHeading, useServices } from '@amparo/shared-ui';
import { circlePeople, relativePath, relativeCirclesRoot } from '@amparo/shared-machines';
import { useLiveValue, usePatientUid } from '@amparo/shared-ui/live-data';
import { familyTexts } from '../texts/familyTexts';
import { PersonFamily } from '../person-family/PersonFamily';
import { JoinWithInvitation } from './JoinWithInvitation';
import styles from './CirclesScreen.module.css';

/** The people whose circle the signed-in relative is in (`relativeCircles/{her uid}`), live. */
export function CirclesScreen() {
  const uid = usePatientUid();
  return (
    <div className={styles.screen}>
      <PageHeading icon="contacts" description={familyTexts.description}>
        {familyTexts.title}
      </PageHeading>
      {uid === null ? <LoadingState /> : <LiveCircles key={uid} uid={uid} />}
    </div>
  );
}

function LiveCircles({ uid }: { readonly uid: string }) {
  const { backend } = useServices();
  const circles = useLiveValue(backend.database, `${relativeCirclesRoot}/${uid}`);
  const relative = useLiveValue(backend.database, `${relativePath(uid)}/name`);
  if (circles.status === 'failed') {
    return (
      <div className={styles.problem}>
        <ErrorMessage>{familyTexts.readFailed}</ErrorMessage>
        <Button onClick={circles.retry}>{familyTexts.retry}</Button>
      </div>
    );
  }
  if (circles.status === 'loading') return <LoadingState label={familyTexts.loading} />;
  const people = circlePeople(circles.value);
  const name = typeof relative.value === 'string' ? relative.value : null;
  return (
    <>
      {people.length === 0 ? <p className={styles.text}>{familyTexts.noCircles}</p> : null}
      {people.map((person, index) => (
        <PersonFamily
          key={person.uid}
          person={person.uid}
          personName={person.name ?? familyTexts.personHeading(index + 1)}
          relativeUid={uid}
          relativeName={name}
        />
      ))}
      {name !== null ? <JoinWithInvitation relativeUid={uid} relativeName={name} /> : null}
    </>
  );
}
