import { pathFor } from '@amparo/shared-machines';
import { AppLink, PageHeading } from '@amparo/shared-ui';
import { myFamilyTexts as texts } from '../../texts/myFamilyTexts';
import { DaySharedSetting } from './DaySharedSetting';
import { InviteRelative } from './InviteRelative';
import { RelativesList } from './RelativesList';
import styles from './MyFamilyScreen.module.css';

export interface MyFamilyScreenProps {
  readonly uid: string;
}

/**
 * /minhafamilia, reached from the 'Família' screen: the relatives in her circle (each removable), an
 * invitation for another, and whether her family may see her day.
 */
export function MyFamilyScreen({ uid }: MyFamilyScreenProps) {
  return (
    <div className={styles.screen}>
      <PageHeading icon="family" focusOnMount description={texts.intro}>
        {texts.heading}
      </PageHeading>
      <RelativesList uid={uid} />
      <DaySharedSetting uid={uid} />
      <InviteRelative uid={uid} />
      <AppLink to={pathFor('family')} variant="secondary" icon="back">
        {texts.back}
      </AppLink>
    </div>
  );
}
