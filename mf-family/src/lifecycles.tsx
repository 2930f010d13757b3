import { createLifecycles } from '@amparo/shared-ui';
import { FamilyApp } from './FamilyApp';

export const { bootstrap, mount, unmount } = createLifecycles(FamilyApp);
