/**
 * The demo association's medicines have dose times (Maria's at 08:00, 14:00 and 20:00), and a due dose
 * brings a reminder over whatever screen is open. So that the browser tests that are not about reminders
 * never meet one, whatever the hour they run at, the run starts with Maria's seeded doses of yesterday,
 * today and tomorrow recorded as taken (with the database's admin credential). The reminders' own tests
 * set the page's clock to days before those. Today's are put on her cards in her carers' consoles too,
 * as her tablet does when she takes a dose (docs/carer-console.md).
 */
import { cardChanges, cardPatch } from '../../shared-machines/src/domain/overviewCardChanges';
import { carersOf, personCarersPath } from '../../shared-machines/src/domain/overviewCards';
import { dosesTakenNode } from '../../shared-machines/src/domain/recordTypes';
import { adminRequestOn } from './adminDatabase';
import { lisbonDate } from './lisbonClock';

export async function recordSeededDosesAsTaken(databasePort: number): Promise<void> {
  const members = (await adminRequestOn(databasePort, 'members', 'GET')) as Record<
    string,
    { name?: string }
  > | null;
  for (const uid of Object.keys(members ?? {})) {
    const medicines = (await adminRequestOn(
      databasePort,
      `Newdata_${uid}/medicamentos`,
      'GET',
    )) as Record<string, { horas?: unknown }> | null;
    const patch: Record<string, number> = {};
    for (const [medicineKey, medicine] of Object.entries(medicines ?? {})) {
      if (typeof medicine.horas !== 'string' || medicine.horas === '') continue;
      for (const time of medicine.horas.split(',')) {
        for (const offset of [-1, 0, 1])
          patch[`${lisbonDate(offset)}/${medicineKey}/${time.replace(':', '')}`] = Date.now();
      }
    }
    if (Object.keys(patch).length === 0) continue;
    await adminRequestOn(databasePort, `Newdata_${uid}/tomas`, 'PATCH', patch);
    const today = lisbonDate(0);
    const dosesToday: Record<string, number> = {};
    for (const [dose, at] of Object.entries(patch))
      if (dose.startsWith(`${today}/`)) dosesToday[`${dosesTakenNode}/${dose}`] = at;
    const carers = carersOf(await adminRequestOn(databasePort, personCarersPath(uid), 'GET'));
    const cards = cardPatch(carers, uid, cardChanges(dosesToday, today));
    if (Object.keys(cards).length > 0) await adminRequestOn(databasePort, '', 'PATCH', cards);
  }
}
