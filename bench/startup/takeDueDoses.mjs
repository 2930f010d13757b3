// The demo person's doses follow the real clock: run at a time a dose is due, her reminder opens over
// home and takes the taps. She answers it as she would ('Já tomei'), so the runs measure home as it is
// with no dose waiting, whatever the hour.
const takenLabel = 'Já tomei';

/** @param {import('playwright-core').Page} page signed in as the demo person, home shown */
export async function takeDueDoses(page) {
  const taken = page.getByRole('button', { name: takenLabel, exact: true }).first();
  for (let dose = 0; dose < 3; dose += 1) {
    const due = await taken
      .waitFor({ timeout: 4_000 })
      .then(() => true)
      .catch(() => false);
    if (!due) return;
    await taken.click();
    await taken.waitFor({ state: 'hidden', timeout: 10_000 });
  }
}
