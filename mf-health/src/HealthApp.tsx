import type { AppRootProps } from '@amparo/shared-ui';
import { HealthScreen } from './health-screen/HealthScreen';

/**
 * The health screen (/calendario and /calendario{code}): root-config mounts this app only on those
 * routes.
 */
export function HealthApp(_props: AppRootProps) {
  return <HealthScreen />;
}
