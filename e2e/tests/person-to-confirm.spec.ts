/**
 * A person who names a carer herself, as anyone holding the association's code could through the SDK:
 * her membership keeps no code she could pass on, and the carer sees her as 'Nova pessoa — confirme'
 * among those who need attention, without the way into her data, until the carer confirms her — or,
 * not knowing her, takes her off the list after a question. At both tablet sizes, with axe.
 */
import { get, ref, update } from 'firebase/database';
import {
  membershipPatch,
  newCard,
  personAsksCarerPatch,
  unlinkCarerPatch,
} from '@amparo/shared-machines';
import {
  createSdkClient,
  demoAccounts,
  demoCarers,
  demoAssociationCode,
  expect,
  expectNoAxeViolations,
  signInCarer,
  test,
  type SdkClient,
} from '../support/fixtures';
import { signUpThroughApi, uniqueNumber } from '../support/newAccounts';

/** An account made through the Auth emulator's sign-up API, registered with the code, naming Ana. */
async function strangerNamingAna(name: string, anaUid: string): Promise<SdkClient> {
  const email = `pessoa.${uniqueNumber()}@example.com`;
  await signUpThroughApi(email, 'segredo123');
  const client = await createSdkClient({ email, password: 'segredo123' });
  const uid = client.user.uid;
  await update(ref(client.database), membershipPatch(uid, name, demoAssociationCode));
  const since = (await get(ref(client.database, `members/${uid}/since`))).val() as number;
  await update(ref(client.database), personAsksCarerPatch(anaUid, uid, newCard({ name, since })));
  return client;
}

test('a person who named Ana herself waits for Ana: confirmed, or taken off the list', async ({
  page,
}) => {
  const ana = await createSdkClient(demoCarers.ana);
  const anaUid = ana.user.uid;
  const n = uniqueNumber();
  const known = await strangerNamingAna(`Irene Conhecida ${n}`, anaUid);
  const unknown = await strangerNamingAna(`Olga Desconhecida ${n}`, anaUid);
  const maria = await createSdkClient(demoAccounts.maria);
  try {
    // The code is nowhere in a membership, and nobody reads it back.
    expect((await get(ref(known.database, `members/${known.user.uid}`))).val()).toEqual({
      name: `Irene Conhecida ${n}`,
      since: expect.any(Number),
    });
    await expect(get(ref(known.database, `memberCodes/${known.user.uid}`))).rejects.toThrow(
      /permission/i,
    );
    await expect(get(ref(maria.database, `memberCodes/${maria.user.uid}`))).rejects.toThrow(
      /permission/i,
    );
    // She cannot confirm herself.
    await expect(
      update(ref(known.database), { [`carerPending/${anaUid}/${known.user.uid}`]: null }),
    ).rejects.toThrow(/permission/i);

    await signInCarer(page, demoCarers.ana);
    const list = page.getByRole('list', { name: 'As pessoas que acompanha' });
    await page.getByRole('searchbox', { name: 'Procurar pessoa pelo nome' }).fill(`${n}`);
    await expect(page.getByRole('button', { name: 'Precisam de atenção (2)' })).toBeVisible();
    const entryOf = (name: string) =>
      list.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    const irene = entryOf(`Irene Conhecida ${n}`);
    const olga = entryOf(`Olga Desconhecida ${n}`);
    await expect(irene.getByText('Nova pessoa — confirme')).toBeVisible();
    await expect(olga.getByText('Nova pessoa — confirme')).toBeVisible();
    await expect(irene.getByRole('link', { name: /^Tratar dos dados de / })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Ana does not know Olga: asked first, then she is gone from the list and from Ana's reach.
    await olga
      .getByRole('button', { name: `Não conheço esta pessoa: Olga Desconhecida ${n}` })
      .click();
    const dialog = page.getByRole('dialog', {
      name: `Retirar Olga Desconhecida ${n} da sua lista?`,
    });
    await expect(dialog.getByRole('button', { name: 'Sim, retirar' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Não, manter' })).toBeInViewport();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Sim, retirar' }).click();
    await expect(olga).toHaveCount(0);
    await expect(get(ref(ana.database, `members/${unknown.user.uid}`))).rejects.toThrow(
      /permission/i,
    );

    // Irene is confirmed: one of Ana's people, her data a tap away.
    await irene.getByRole('button', { name: `Confirmar Irene Conhecida ${n}` }).click();
    await page.getByRole('button', { name: /^Todas as pessoas/ }).click();
    await expect(
      irene.getByRole('link', { name: `Tratar dos dados de Irene Conhecida ${n}` }),
    ).toBeVisible();
    await expect(irene.getByText('Nova pessoa — confirme')).toHaveCount(0);
    expect((await get(ref(ana.database, `carerPending/${anaUid}`))).val()?.[known.user.uid]).toBe(
      undefined,
    );
    await expectNoAxeViolations(page);
  } finally {
    // Irene leaves Ana's list again (a person may remove her own link), so reruns start clean.
    await update(ref(known.database), unlinkCarerPatch(anaUid, known.user.uid)).catch(() => {});
    await Promise.all([ana.close(), known.close(), unknown.close(), maria.close()]);
  }
});
