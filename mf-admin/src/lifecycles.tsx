import { createLifecycles } from '@amparo/shared-ui';
import { AdminApp } from './AdminApp';

export const { bootstrap, mount, unmount } = createLifecycles(AdminApp);
