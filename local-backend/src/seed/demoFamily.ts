import {
  calendarDateInTimeZone,
  circleMemberPath,
  isoCalendarDate,
  daySharedPath,
  familyDayOf,
  familyPhotoPath,
  familyPostsPath,
  invitationCodeHash,
  invitationPath,
  pushKeyPrefixAt,
  readAppointments,
  readMedications,
  relativeCirclePath,
  relativePath,
  familyDayPath,
  userRoot,
} from '@amparo/shared-machines/records';
import { memberPath } from '@amparo/shared-machines';
import type { DatabaseRest } from './databaseWrites';
import type { DemoAccount } from './demoAssociation';

/**
 * Maria's family in the demo (docs/family-circle.md): her son Pedro, in her circle through an
 * invitation she made and he used, with her day shared, two photos and a message already sent.
 * Written with the administrator's credentials, as they would be after those steps. Idempotent: the
 * circle and the setting are written on every seed (a removal is undone by seeding again, as a
 * carer removed from the demo is), the posts only when Maria has none (what she deleted stays deleted).
 */
export const pedroAccount: DemoAccount = {
  email: 'pedro.silva@gmail.com',
  password: 'amparo2024',
  name: 'Pedro Silva',
};

/** The demo invitation's code (used: it opens nothing any more). */
export const demoInvitationCode = 'DEMO-PEDR-O234';

const hour = 3600_000;

/** The demo's posts, oldest first: how long before the seed each was sent, and what it is. */
export const demoPosts = [
  { before: 26 * hour, kind: 'foto', text: 'O Tomás na praia da Nazaré' },
  { before: 5 * hour, kind: 'foto', text: 'As flores do quintal' },
  {
    before: 2 * hour,
    kind: 'mensagem',
    text: 'Olá mãe! Domingo vamos almoçar consigo. Beijinhos.',
  },
] as const;

/** A stable push key for the demo's n-th post, in time order like the SDK's. */
function demoPostKey(at: number, index: number): string {
  return `${pushKeyPrefixAt(at)}demoPost${String(index).padStart(4, '0')}`;
}

export interface DemoFamilyPost {
  readonly key: string;
  /** Where its photo goes in storage (photos only). */
  readonly photo?: string;
}

/** Writes Pedro into Maria's circle (and her day, her setting, their posts); answers the posts written. */
export async function seedDemoFamily(
  database: DatabaseRest,
  uids: { readonly maria: string; readonly pedro: string },
  now: number,
): Promise<readonly DemoFamilyPost[]> {
  const { maria, pedro } = uids;
  const codeHash = await invitationCodeHash(demoInvitationCode);
  // Seeding again keeps when he joined (and so the invitation's times).
  const held = (await database.get(relativePath(pedro))) as { since?: unknown } | null;
  const joinedAt = typeof held?.since === 'number' ? held.since : now - 3 * 24 * hour;
  const invitedAt = joinedAt - hour;
  const records = (await database.get(userRoot(maria))) as Record<string, unknown> | null;
  // The invitation carries her name as she registered it, and Pedro's circle shows it (the rules).
  const personName = await database.get(`${memberPath(maria)}/name`);
  if (typeof personName !== 'string') throw new Error('Maria is not registered before her family.');
  const today = calendarDateInTimeZone(new Date(now));
  await database.patch('', {
    [invitationPath(codeHash)]: {
      person: maria,
      personName,
      email: pedroAccount.email,
      invitedBy: maria,
      createdAt: invitedAt,
      usedBy: pedro,
    },
    [relativePath(pedro)]: { name: pedroAccount.name, since: joinedAt, invitation: codeHash },
    [circleMemberPath(maria, pedro)]: {
      name: pedroAccount.name,
      invitation: codeHash,
      since: joinedAt,
    },
    [relativeCirclePath(pedro, maria)]: { name: personName },
    [daySharedPath(maria)]: true,
    [familyDayPath(maria)]: familyDayOf({
      medications: readMedications(records?.medicamentos ?? null),
      appointments: readAppointments(records?.consultas ?? null),
      dosesTaken: (records?.tomas as Record<string, unknown> | undefined)?.[isoCalendarDate(today)],
      today,
    }),
  });
  if ((await database.keys(familyPostsPath(maria))).length > 0) return [];
  const posts = demoPosts.map((post, index) => {
    const at = now - post.before;
    const key = demoPostKey(at, index + 1);
    const photo = post.kind === 'foto' ? familyPhotoPath(maria, key) : undefined;
    return {
      key,
      photo,
      value: {
        from: pedro,
        fromName: pedroAccount.name,
        at,
        kind: post.kind,
        text: post.text,
        ...(photo === undefined ? {} : { photo }),
      },
    };
  });
  await database.patch(
    familyPostsPath(maria),
    Object.fromEntries(posts.map((post) => [post.key, post.value])),
  );
  return posts.map(({ key, photo }) => (photo === undefined ? { key } : { key, photo }));
}
