/**
 * Where a project keeps its data, judged: the Realtime Database's location (read from its address) and
 * Firestore's (its `locationId`), each in the European Union or not. Pure, so every address and
 * location is a row in a test table. The record of processing (docs/privacy/record-of-processing.md)
 * says the data stays in the EU; this is how the association checks that its project does.
 */

/** Google Cloud locations in member states of the European Union, with where they are. */
export const euLocations: Readonly<Record<string, string>> = {
  eur3: 'Belgium and the Netherlands (multi-region)',
  'europe-central2': 'Warsaw, Poland',
  'europe-north1': 'Hamina, Finland',
  'europe-north2': 'Stockholm, Sweden',
  'europe-southwest1': 'Madrid, Spain',
  'europe-west1': 'St. Ghislain, Belgium',
  'europe-west3': 'Frankfurt, Germany',
  'europe-west4': 'Eemshaven, the Netherlands',
  'europe-west8': 'Milan, Italy',
  'europe-west9': 'Paris, France',
  'europe-west10': 'Berlin, Germany',
  'europe-west12': 'Turin, Italy',
};

/** Locations named 'europe' (or in Europe) that are outside the Union, and the Realtime Database's others. */
const knownOutsideEu: Readonly<Record<string, string>> = {
  'europe-west2': 'London, United Kingdom',
  'europe-west6': 'Zürich, Switzerland',
  'us-central1': 'Iowa, United States',
  'asia-southeast1': 'Singapore',
  nam5: 'United States (multi-region)',
  nam7: 'United States (multi-region)',
};

/** The locations of other continents, by their names' beginnings. */
const otherContinents = /^(us|northamerica|southamerica|asia|australia|me|africa|nam)[0-9-]/;

export type RegionVerdict =
  | { readonly kind: 'eu'; readonly location: string; readonly place: string }
  | { readonly kind: 'outside-eu'; readonly location: string; readonly place: string | null }
  /** A location this check does not know (a new Google region): said so, never passed. */
  | { readonly kind: 'unknown'; readonly location: string };

/** The EU location advised for each database when one must be created. */
export const advisedLocations = {
  realtimeDatabase: 'europe-west1',
  firestore: 'eur3',
} as const;

export function locationVerdict(location: string): RegionVerdict {
  const id = location.trim().toLowerCase();
  const inEu = euLocations[id];
  if (inEu !== undefined) return { kind: 'eu', location: id, place: inEu };
  const outside = knownOutsideEu[id];
  if (outside !== undefined) return { kind: 'outside-eu', location: id, place: outside };
  if (otherContinents.test(id)) return { kind: 'outside-eu', location: id, place: null };
  return { kind: 'unknown', location: id };
}

/**
 * A Realtime Database's location, from its address: `<name>.firebaseio.com` is us-central1 (Iowa);
 * `<name>.<location>.firebasedatabase.app` names its location. Null for any other address.
 */
export function realtimeDatabaseLocation(databaseUrl: string): string | null {
  let host: string;
  try {
    host = new URL(databaseUrl).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (/^[a-z0-9-]+\.firebaseio\.com$/.test(host)) return 'us-central1';
  const regional = /^[a-z0-9-]+\.([a-z0-9-]+)\.firebasedatabase\.app$/.exec(host);
  return regional?.[1] ?? null;
}

export function realtimeDatabaseVerdict(databaseUrl: string): RegionVerdict {
  const location = realtimeDatabaseLocation(databaseUrl);
  return location === null ? { kind: 'unknown', location: '' } : locationVerdict(location);
}

/** 'europe-west1 (St. Ghislain, Belgium)', 'nam5 (United States (multi-region))', 'us-east7'. */
export function describeLocation(verdict: RegionVerdict): string {
  if (verdict.kind === 'unknown')
    return verdict.location === '' ? 'an unknown location' : verdict.location;
  return verdict.place === null ? verdict.location : `${verdict.location} (${verdict.place})`;
}
