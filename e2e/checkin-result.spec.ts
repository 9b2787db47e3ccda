import { expect, test, type Page } from './test.js';
import { createCat, freshSpot, register, signIn } from './support/cat-checkin.js';

test.use({ permissions: ['geolocation'] });

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications|Notificações/ });

test('the check-in result in English: every bonus a line, the new level and achievement celebrated', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Owner');
  const ben = await register(request, 'Ben Carer');
  const cat = await createCat(request, ana, spot, { name: 'Biscuit' });
  await signIn(page, ben);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(`/checkin/${cat._id}`);

  const actions = page.getByRole('group', { name: 'What did you do for the cat?' });
  for (const name of [
    'Fed',
    'Gave water',
    'Provided shelter',
    'Checked well-being',
    'Took to the vet',
    'Vaccinated',
    'Neutered',
    'Other',
  ]) {
    await actions.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
  }
  await page.getByRole('radio', { name: 'Good', exact: true }).check();
  await expect(page.getByText("Your device's location")).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Record check-in' }).click();

  // 118 for the eight actions, +20% (23), veterinary care (+10), first on the cat (+15) = 166.
  const result = page.getByRole('region', { name: 'Check-in result' });
  await expect(result.getByRole('heading', { name: '+166 points' })).toBeFocused();
  await expect(
    result.getByRole('table', { name: 'How the points add up' }).getByRole('row'),
  ).toHaveText([
    /^Actions: Fed, Gave water, .*Other\+118$/,
    'Bonus for several actions (+20%)+23',
    'Bonus for veterinary care+10',
    'You are now the sponsor of Biscuit!+15',
    'Total+166',
  ]);
  const celebrations = result.getByRole('list', { name: 'Celebrations' });
  await expect(celebrations.getByText('You reached level 2!')).toBeVisible();
  await expect(celebrations.getByText('Achievement unlocked: First Contact')).toBeVisible();
  await expect(result.getByText('You now have 166 points · level 2')).toBeVisible();
  await expect(toasts(page).getByText(/points|Achievement/)).toHaveCount(0);

  await page.screenshot({ path: '/tmp/checkin-result-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/checkin-result-1280.png', fullPage: true });

  await result.getByRole('link', { name: 'Back to Biscuit' }).click();
  await expect(page).toHaveURL(new RegExp(`/cat/${cat._id}$`));
  await expect(page.getByRole('heading', { name: 'Biscuit', level: 1 })).toBeVisible();
});
