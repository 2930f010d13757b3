import type { AppRootProps } from '@amparo/shared-ui';
import { CirclesScreen } from './circles/CirclesScreen';

/** A relative's section (/familia): root-config mounts it for every address of a family account. */
export function FamilyApp(_props: AppRootProps) {
  return <CirclesScreen />;
}
