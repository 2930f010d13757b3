import { pathFor } from '@amparo/shared-machines';
import { AppLink, PageHeading } from '@amparo/shared-ui';
import { InviteRelative, RelativesList } from '@amparo/shared-ui/live-data';
import { myFamilyTexts as texts } from '../../texts/myFamilyTexts';
import { DaySharedSetting } from './DaySharedSetting';
import styles from './MyFamilyScreen.module.css';

export interface MyFamilyScreenProps {
  readonly uid: string;
}

/**
 * /minhafamilia, reached from the 'Família' screen: the relatives in her circle (each removable), an
 * invitation for another (she makes it herself), and whether her family may see her day. The list and
 * the invitation are shared-ui's, as her carers' console shows them too.
 */
export function MyFamilyScreen({ uid }: MyFamilyScreenProps) {
  return (
    <div className={styles.screen}>
      <PageHeading icon="family" focusOnMount description={texts.intro}>
        {texts.heading}
      </PageHeading>
      <RelativesList person={uid} texts={texts} />
      <DaySharedSetting uid={uid} />
      <InviteRelative person={uid} writer={uid} texts={texts} />
      <AppLink to={pathFor('family')} variant="secondary" icon="back">
        {texts.back}
      </AppLink>
    </div>
  );
}
