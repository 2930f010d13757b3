import type { DatabasePort } from '../../ports/backendPorts';
import {
  buildPersonDataCopy,
  personDataPaths,
  type PersonDataCopy,
} from '../../records/personDataCopy';

/**
 * Reads, once, the nodes of a carer's copy of one person's data (her membership, data, consents and
 * access log) and builds the copy at `now`. Any refused or failed read fails the whole copy: a copy
 * with a part silently missing would say less than she is owed.
 */
export async function readPersonDataCopy(
  database: DatabasePort,
  uid: string,
  now: () => Date,
): Promise<PersonDataCopy> {
  const paths = personDataPaths(uid);
  const [member, data, consents, accessLog] = await Promise.all([
    database.get(paths.member),
    database.get(paths.data),
    database.get(paths.consents),
    database.get(paths.accessLog),
  ]);
  return buildPersonDataCopy(uid, { member, data, consents, accessLog }, now());
}
