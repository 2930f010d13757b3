import type { AssociationConfig } from '../config/associationConfig';
import type { BackendPorts } from './backendPorts';

/**
 * What root-config hands to every single-spa application as custom props. Created once per page.
 * `authActor` is the running auth machine (see machines/auth); its type is kept structural here so
 * this file stays free of machine imports.
 */
export interface AppServices {
  readonly backend: BackendPorts;
  readonly association: AssociationConfig;
  /** Navigate inside the platform (single-spa's navigateToUrl). */
  readonly navigate: (path: string) => void;
}
