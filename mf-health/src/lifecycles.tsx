import { createLifecycles } from '@amparo/shared-ui';
import { HealthApp } from './HealthApp';

export const { bootstrap, mount, unmount } = createLifecycles(HealthApp);
