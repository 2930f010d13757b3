import type { AppRootProps } from '@amparo/shared-ui';
import { HealthScreen } from './health-screen/HealthScreen';

/** Saúde (/calendario and /calendario{secret}): root-config mounts this app only on those routes. */
export function HealthApp(_props: AppRootProps) {
  return <HealthScreen />;
}
