import sharp from 'sharp';
import { expect, test } from './test.js';
import { photoPng, pngBuffer, pngFile, trpcUpload } from './support/api.js';
import { freshSpot, openPart, register, signIn } from './support/cat-checkin.js';

test.use({ permissions: ['geolocation'] });

test('photo rules on the add-cat form: too small, not a picture, and the same photo as a cat already registered', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const [ana, bia] = [await register(request, 'Ana Foto'), await register(request, 'Bia Foto')];
  // Ana registered Mingau 1.1 km away (outside the 300 m search) with this photo.
  const photo = await photoPng('#8d949e', 1200, 900);
  await trpcUpload(
    request,
    'cats.create',
    ana.token,
    {
      name: 'Mingau Longe',
      description: 'Cinza, dorme no muro.',
      color: 'Cinza',
      location: { latitude: spot.latitude + 0.01, longitude: spot.longitude, address: '' },
    },
    { photo: await pngFile('mingau.png', photo) },
  );

  await signIn(page, bia);
  await page.goto('/add-cat');
  const main = page.getByLabel(/Foto principal/);

  // 300×200: refused in the browser, with the rule; the preview never appears.
  await main.setInputFiles(await pngFile('pequena.png', pngBuffer('#f08a3c', 300, 200)));
  await expect(
    page.getByText(
      'Foto pequena demais (mínimo de 320 px no lado menor), não adicionada: pequena.png.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Prévia de pequena.png' })).toHaveCount(0);
  // Text named .jpg: no broken preview, a message instead.
  await main.setInputFiles({
    name: 'texto.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('não sou uma foto'),
  });
  await expect(
    page.getByText('Arquivo que não é imagem, não adicionado: texto.jpg.'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Prévia de texto.jpg' })).toHaveCount(0);

  // Mingau's photo again, as a phone would send it: smaller and re-encoded.
  const copy = await sharp(photo).resize(800).jpeg({ quality: 70 }).toBuffer();
  await main.setInputFiles({ name: 'copia.jpg', mimeType: 'image/jpeg', buffer: copy });
  await expect(page.getByRole('img', { name: 'Prévia de copia.jpg' })).toBeVisible();
  await page.getByLabel(/^Nome/).fill('Mingau');
  await page.getByLabel(/^Descrição/).fill('Cinza, apareceu hoje.');
  await page.getByLabel(/^Cor/).fill('Cinza');
  await page.getByRole('button', { name: 'Adicionar gato' }).click();

  const warning = page.getByRole('region', { name: 'Este gato já está cadastrado?' });
  await expect(warning).toBeVisible();
  await expect(
    warning.getByText(
      'A foto que você escolheu já está no cadastro de 1 gato. Se for o mesmo gato, faça um check-in nele em vez de cadastrá-lo de novo.',
    ),
  ).toBeVisible();
  const item = warning.getByRole('listitem').filter({ hasText: 'Mingau Longe' });
  await expect(item.getByText('Mesma foto')).toBeVisible();
  // Far away: no distance is shown for it.
  await expect(item.getByText(/^a \d/)).toHaveCount(0);
  await page.screenshot({
    path: test.info().outputPath('photo-rules-same-photo.png'),
    fullPage: true,
  });
  await expect(item.getByRole('link', { name: 'Fazer check-in em Mingau Longe' })).toBeVisible();

  // Another picture: no warning, the cat is registered.
  await page.getByRole('button', { name: 'Voltar ao formulário' }).click();
  const other = await photoPng('#2d2219');
  await main.setInputFiles(await pngFile('outra.png', other));
  await page.getByRole('button', { name: 'Adicionar gato' }).click();
  await expect(page).toHaveURL(/\/cat\/[0-9a-f]{24}$/);

  // A check-in whose photo is the cat's own, sent again: no photo bonus, and the card says why.
  await page.goto(page.url().replace('/cat/', '/checkin/'));
  await page
    .getByRole('group', { name: 'O que você fez pelo gato?' })
    .getByRole('checkbox', { name: /Alimentou/ })
    .check();
  await page.getByRole('radio', { name: 'Bom' }).check();
  await openPart(page, 'Fotos');
  await page.getByLabel(/Fotos do check-in/).setInputFiles({
    name: 'de-novo.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(other).resize(600).jpeg().toBuffer(),
  });
  await openPart(page, 'Localização');
  await expect(page.getByText('Localização do seu dispositivo')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Registrar check-in' }).click();
  const result = page.getByRole('region', { name: 'Resultado do check-in' });
  // 10 for feeding, +15 first on the cat, no +5 for the photo.
  await expect(result.getByRole('heading', { name: '+25 pontos' })).toBeVisible();
  await expect(
    result.getByText('Sem bônus pela foto: esta foto já foi enviada antes.'),
  ).toBeVisible();
  await expect(result.getByText('Bônus pela foto', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('photo-rules-checkin-result.png') });
});
