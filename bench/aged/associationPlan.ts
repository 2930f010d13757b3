import type { AgedScale } from './agedScale';
import { firstNames, surnames } from './portugueseNames';

/**
 * Who is in the aged association: the people (members) and the carers, with the accounts the bench
 * creates for them. Carer n follows the first `scale.carersFollow[n]` people, so the carers' lists
 * overlap as they do when a small team shares an association.
 */
export interface PlannedAccount {
  readonly email: string;
  readonly password: string;
  readonly name: string;
}

export interface PlannedCarer {
  readonly account: PlannedAccount;
  /** Indexes into the plan's people. */
  readonly follows: readonly number[];
}

export interface AssociationPlan {
  readonly people: readonly PlannedAccount[];
  readonly carers: readonly PlannedCarer[];
}

export const agedPassword = 'amparo2024';
const emailDomain = 'associacao-envelhecida.pt';
const carerNames: readonly string[] = ['Carla Matos', 'Bruno Neves', 'Sara Lopes', 'Paulo Reis'];

/** A unique name for person `index` while there are fewer people than first names × surnames². */
export function agedPersonName(index: number): string {
  const first = firstNames[index % firstNames.length];
  const surname = surnames[Math.floor(index / firstNames.length) % surnames.length];
  const second =
    surnames[Math.floor(index / (firstNames.length * surnames.length)) % surnames.length];
  return index < firstNames.length * surnames.length
    ? `${first} ${surname}`
    : `${first} ${second} ${surname}`;
}

export function planAssociation(scale: AgedScale): AssociationPlan {
  const pad = (n: number): string => String(n).padStart(4, '0');
  const people = Array.from({ length: scale.people }, (_, index) => ({
    email: `pessoa.${pad(index + 1)}@${emailDomain}`,
    password: agedPassword,
    name: agedPersonName(index),
  }));
  const carers = scale.carersFollow.map((follows, position) => {
    if (follows > scale.people)
      throw new Error(`a carer cannot follow ${follows} of ${scale.people} people`);
    return {
      account: {
        email: `cuidador.${position + 1}@${emailDomain}`,
        password: agedPassword,
        name: carerNames[position % carerNames.length] as string,
      },
      follows: Array.from({ length: follows }, (_, index) => index),
    };
  });
  return { people, carers };
}
