import { test, signInCarer, demoCarers } from '../support/fixtures';
test('carer timing', async ({ page }) => {
  await signInCarer(page, demoCarers.ana);
  await page.getByRole('heading', { level: 1, name: 'As pessoas que acompanha' }).waitFor();
  await page.waitForLoadState('networkidle');
  const t0 = Date.now();
  await page.getByRole('link', { name: 'Tratar dos dados de Maria Silva' }).click();
  const marks: Record<string, number> = {};
  await Promise.all([
    page.getByText('Está a tratar dos dados de').waitFor().then(() => (marks.scope = Date.now() - t0)),
    page.getByRole('heading', { level: 1, name: 'Contactos' }).waitFor().then(() => (marks.heading = Date.now() - t0)),
    page.getByText('Ana Conceição').first().waitFor().then(() => (marks.item = Date.now() - t0)),
    page.getByText(/A carregar/).first().waitFor({ timeout: 3000 }).then(() => (marks.loading = Date.now() - t0)).catch(() => undefined),
  ]);
  console.log('MARKS', JSON.stringify(marks));
  console.log((await page.locator('#amparo-main').innerText()).slice(0, 400));
});
