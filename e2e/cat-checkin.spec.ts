import { expect, test, type Page } from './test.js';
import {
  createCat,
  freshSpot,
  openPart,
  png,
  pngs,
  register,
  serveTiles,
  signIn,
} from './support/cat-checkin.js';

test.use({ permissions: ['geolocation'] });

const toasts = (page: Page) => page.getByRole('region', { name: /Notificações/ });
/** A field's message, announced where it is (the summary near the button repeats it). */
const fieldError = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('add a cat: validation, photos, the duplicate warning and the new cat page', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Registradora');
  await signIn(page, ana);
  await page.goto('/add-cat');
  await expect(page.getByRole('heading', { name: 'Adicionar gato', level: 1 })).toBeVisible();

  // Everything missing: the summary and each field's message.
  await page.getByRole('button', { name: 'Adicionar gato' }).click();
  await expect(
    page.getByText('Por favor, preencha todos os campos obrigatórios').first(),
  ).toBeVisible();
  await expect(fieldError(page, 'Nome é obrigatório')).toBeVisible();
  await expect(fieldError(page, 'Descrição é obrigatória')).toBeVisible();
  await expect(fieldError(page, 'Cor é obrigatória')).toBeVisible();
  await expect(fieldError(page, 'Foto principal é obrigatória')).toBeVisible();
  // Focus goes to the first field with an error, in form order: the main photo.
  await expect(page.getByLabel(/Foto principal/)).toBeFocused();
  await expect(fieldError(page, 'Foto principal é obrigatória')).toBeInViewport();

  await page.getByLabel(/^Nome/).fill('Frajola');
  await page.getByLabel(/^Descrição/).fill('Preto e branco, mora no estacionamento.');
  await page.getByLabel(/^Cor/).fill('Preto e branco');
  await expect(page.getByText('Nome é obrigatório')).toHaveCount(0);
  await page.getByLabel(/Foto principal/).setInputFiles(await png('frajola.png'));
  await expect(page.getByRole('img', { name: 'Prévia de frajola.png' })).toBeVisible();
  // Over 10 MB: refused in the browser, before any upload.
  await page.getByLabel(/Foto principal/).setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('Foto maior que 10 MB, não adicionada: enorme.png.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Prévia de frajola.png' })).toBeVisible();
  // Seven additional photos: only five are kept, without a word.
  await page.getByLabel(/Fotos adicionais/).setInputFiles(await pngs(7, 'extra'));
  await expect(page.getByRole('button', { name: /^Remover a foto extra-/ })).toHaveCount(5);
  await expect(page.getByText('(5 de 5)')).toBeVisible();
  await page.getByRole('button', { name: 'Remover a foto extra-5.png' }).click();
  await expect(page.getByText('(4 de 5)')).toBeVisible();

  await page.getByRole('radio', { name: 'Precisa de atenção' }).check();
  await page.getByRole('checkbox', { name: 'Castrado' }).check();
  await page.getByRole('checkbox', { name: 'Brincalhão' }).check();
  await page.getByRole('group', { name: 'Do que o gato precisa?' }).getByText('Comida').click();
  await page.getByLabel('Idade estimada').selectOption('Jovem');
  await expect(page.getByText('Localização do seu dispositivo')).toBeVisible({ timeout: 10_000 });
  await page.getByLabel(/Endereço ou ponto de referência/).fill('Rua das Flores, 10');

  await page.getByRole('button', { name: 'Adicionar gato' }).click();
  await expect(toasts(page).getByText('Gato adicionado com sucesso!')).toBeVisible();
  await expect(toasts(page).getByText('Gato cadastrado: +50 pontos')).toBeVisible();
  await expect(page).toHaveURL(/\/cat\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Frajola', level: 1 })).toBeVisible();
  await expect(page.getByText('Preto e branco, mora no estacionamento.')).toBeVisible();
  await expect(page.getByText('Rua das Flores, 10')).toBeVisible();
  await expect(page.getByText('Precisa de atenção').first()).toBeVisible();
  // Main photo plus four additional ones, each shown large from its thumbnail.
  await expect(page.getByRole('button', { name: /^Mostrar foto \d de 5$/ })).toHaveCount(5);
  await page.getByRole('button', { name: 'Mostrar foto 3 de 5' }).click();
  await expect(page.getByRole('img', { name: 'Foto 3 de Frajola' })).toBeVisible();

  // A second cat at the same spot: the app asks whether it is one already registered.
  await page.goto('/add-cat');
  await page.getByLabel(/^Nome/).fill('Frajolinha');
  await page.getByLabel(/^Descrição/).fill('Parece o Frajola, mas menor.');
  await page.getByLabel(/^Cor/).fill('Preto e branco');
  await page.getByLabel(/Foto principal/).setInputFiles(await png('frajolinha.png', '#222222'));
  await expect(page.getByText('Localização do seu dispositivo')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Adicionar gato' }).click();
  const warning = page.getByRole('region', { name: 'Este gato já está cadastrado?' });
  await expect(warning).toBeVisible();
  await expect(warning.getByText('Frajola', { exact: true })).toBeVisible();
  await expect(warning.getByRole('link', { name: 'Fazer check-in em Frajola' })).toBeVisible();
  await warning.getByRole('button', { name: /cadastrar mesmo assim/ }).click();
  await expect(toasts(page).getByText('Gato adicionado com sucesso!').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frajolinha', level: 1 })).toBeVisible();
});

test('cat page: facts and fallbacks, favourites, and no edit for others', async ({
  page,
  request,
}) => {
  const ana = await register(request, 'Ana Cadastro');
  const bia = await register(request, 'Bia Visitante');
  const cat = await createCat(request, ana, freshSpot(), {
    name: 'Pipoca',
    color: 'Caramelo',
    estimatedAge: 'Adulto',
    gender: 'Fêmea',
    isSterilized: true,
    personalityTraits: ['Carinhoso', 'Curioso'],
    needs: ['Água'],
    needsDescription: 'A tigela de água sempre vazia.',
  });

  // Anonymous visitor: everything is readable, favourites ask for a login.
  await page.goto(`/cat/${cat._id}`);
  await expect(page.getByRole('heading', { name: 'Pipoca', level: 1 })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Informações gerais' });
  await expect(facts.getByText('Caramelo')).toBeVisible();
  await expect(facts.getByText('Adulto')).toBeVisible();
  await expect(facts.getByText('Fêmea')).toBeVisible();
  await expect(facts.getByText('Sim', { exact: true })).toBeVisible();
  await expect(facts.getByText('Não', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Personalidade' })).toContainText('Carinhoso');
  await expect(page.getByText('A tigela de água sempre vazia.')).toBeVisible();
  // No address given: the location block says only where the map's square is.
  const where = page.getByRole('region', { name: 'Localização' });
  await expect(where.getByText('O gato está em algum lugar deste quadrado')).toBeVisible();
  await expect(where.getByText('Localização não especificada')).toHaveCount(0);
  await expect(page.getByText('Nunca')).toBeVisible();
  await expect(page.getByText('Nenhum check-in recente')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ana Cadastro' })).toHaveAttribute(
    'href',
    `/profile/${ana.user._id}`,
  );
  await expect(page.getByRole('link', { name: 'Fazer Check-in' })).toHaveAttribute(
    'href',
    `/checkin/${cat._id}`,
  );
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
  await expect(toasts(page).getByText('Faça login para adicionar aos favoritos')).toBeVisible();

  // Another signed-in user: favourite toggle, still no edit or delete.
  await signIn(page, bia);
  await page.goto(`/cat/${cat._id}`);
  await page.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
  await expect(toasts(page).getByText('Adicionado aos favoritos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Remover dos favoritos' }).click();
  await expect(toasts(page).getByText('Removido dos favoritos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar aos favoritos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);

  await page.goto('/cat/000000000000000000000000');
  await expect(page.getByRole('heading', { name: 'Gato não encontrado' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
});

test('check-in: validation, photo limit, points and bonuses, then the cooldown', async ({
  page,
  context,
  request,
}) => {
  const spot = freshSpot();
  await context.setGeolocation(spot);
  const ana = await register(request, 'Ana Dona');
  const caio = await register(request, 'Caio Cuidador');
  const cat = await createCat(request, ana, spot, { name: 'Tigrinho' });

  // Signed out: the check-in page sends to login, which comes back here afterwards.
  await page.goto(`/checkin/${cat._id}`);
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckin%2F/);

  await signIn(page, caio);
  await page.goto(`/checkin/${cat._id}`);
  await expect(page.locator('.checkin-cat').getByText('Tigrinho')).toBeVisible();
  // The health starts as the cat's so far; an action is still needed.
  await expect(page.getByRole('radio', { name: 'Regular' })).toBeChecked();
  await page.getByRole('button', { name: 'Registrar check-in' }).click();
  await expect(fieldError(page, 'Selecione pelo menos uma ação realizada')).toBeVisible();
  await expect(fieldError(page, 'Selecione o estado de saúde do gato')).toHaveCount(0);

  // Six photos at once: the whole selection is refused.
  await openPart(page, 'Fotos');
  const photos = page.getByLabel(/Fotos do check-in/);
  await photos.setInputFiles(await pngs(6, 'demais'));
  await expect(page.getByText('Máximo de 5 fotos permitidas').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remover a foto demais-/ })).toHaveCount(0);

  const actions = page.getByRole('group', { name: 'O que você fez pelo gato?' });
  await actions.getByRole('checkbox', { name: /Alimentou/ }).check();
  await actions.getByRole('checkbox', { name: /Deu água/ }).check();
  await expect(page.getByText('Selecione pelo menos uma ação realizada')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Bom' }).check();
  await openPart(page, 'Descrição');
  await page.getByLabel('Descrição das ações').fill('Ração e água fresca.');
  await photos.setInputFiles(await png('prova.png'));
  await expect(page.getByRole('img', { name: 'Prévia de prova.png' })).toBeVisible();
  await openPart(page, 'Localização');
  await expect(page.getByText('Localização do seu dispositivo')).toBeVisible({ timeout: 10_000 });

  // 10 + 8, +20% (3), first check-in on the cat (+15), a photo (+5) = 41.
  // The result is one card in place of the form, not a stack of toasts: the points as its
  // heading (focused), each bonus as a line, the achievement as a celebration.
  await page.getByRole('button', { name: 'Registrar check-in' }).click();
  const result = page.getByRole('region', { name: 'Resultado do check-in' });
  await expect(result.getByRole('heading', { name: '+41 pontos' })).toBeFocused();
  await expect(result.getByText('Check-in de Tigrinho registrado')).toBeVisible();
  const lines = result.getByRole('table', { name: 'Como os pontos foram somados' });
  await expect(lines.getByRole('row')).toHaveText([
    'Ações: Alimentou, Deu água+18',
    'Bônus por várias ações (+20%)+3',
    'Você agora é padrinho/madrinha de Tigrinho!+15',
    'Bônus pela foto+5',
    'Total+41',
  ]);
  await expect(
    result
      .getByRole('list', { name: 'Comemorações' })
      .getByText('Conquista desbloqueada: Primeiro Contato'),
  ).toBeVisible();
  await expect(result.getByText('Agora você tem 41 pontos · nível 1')).toBeVisible();
  await expect(toasts(page).getByText(/pontos|Conquista|sucesso/)).toHaveCount(0);
  await result.getByRole('link', { name: 'Voltar para Tigrinho' }).click();
  await expect(page).toHaveURL(new RegExp(`/cat/${cat._id}$`));
  const recent = page.getByRole('region', { name: 'Check-ins recentes' });
  await expect(recent.getByRole('link', { name: 'Caio Cuidador' })).toBeVisible();
  await expect(recent.getByText('Ração e água fresca.')).toBeVisible();
  await expect(recent.getByRole('list', { name: 'Ações realizadas' })).toContainText('Deu água');
  await expect(recent.getByRole('link', { name: 'Abrir foto 1 de 1' })).toBeVisible();

  // The home's recent tab lists it too.
  await page.goto('/?tab=recent');
  const homeRecent = page.getByRole('tabpanel');
  await expect(homeRecent.getByRole('heading', { name: 'Tigrinho' })).toBeVisible();
  await expect(homeRecent.getByText('Ração e água fresca.')).toBeVisible();
  await page.goto(`/cat/${cat._id}`);

  // A second check-in within 4 hours is recorded, for no points: the card says so and why,
  // never "sucesso +0 pontos".
  await page.getByRole('link', { name: 'Fazer Check-in' }).click();
  await page
    .getByRole('group', { name: 'O que você fez pelo gato?' })
    .getByRole('checkbox', { name: /Alimentou/ })
    .check();
  await page.getByRole('radio', { name: 'Bom' }).check();
  await openPart(page, 'Localização');
  await expect(page.getByText('Localização do seu dispositivo')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Registrar check-in' }).click();
  await expect(
    result.getByRole('heading', { name: 'Registrado — sem pontos desta vez' }),
  ).toBeFocused();
  await expect(
    result.getByText(/^Você já ganhou pontos com este gato nas últimas 4 horas\./),
  ).toBeVisible();
  await expect(result.getByRole('table')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('checkin-nothing-360.png') });
  await expect(page.getByText(/sucesso|\+0 pontos/)).toHaveCount(0);
  await result.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the registrar edits and deletes the cat', async ({ page, request }) => {
  await serveTiles(page);
  const ana = await register(request, 'Ana Editora');
  const cat = await createCat(request, ana, freshSpot(), { name: 'Bolinha' });
  await signIn(page, ana);
  await page.goto(`/cat/${cat._id}`);

  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Bolinha', level: 1 })).toBeVisible();
  const name = page.getByLabel(/^Nome/);
  await name.fill('');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(fieldError(page, 'Nome é obrigatório')).toBeVisible();
  await name.fill('Bolinha de Neve');
  await page.getByLabel('Situação').selectOption('Adotado');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toasts(page).getByText('Gato atualizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bolinha de Neve', level: 1 })).toBeVisible();
  await expect(page.getByText('Situação: Adotado')).toBeVisible();

  // The confirmation is a modal: Esc closes it and nothing happens.
  await page.getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir Bolinha de Neve?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Sim, excluir' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Excluir' })).toBeFocused();

  await page.getByRole('button', { name: 'Excluir' }).click();
  await dialog.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(toasts(page).getByText('Gato removido')).toBeVisible();
  await expect(page).toHaveURL(/\/map$/);
  await page.goto(`/cat/${cat._id}`);
  await expect(page.getByRole('heading', { name: 'Gato não encontrado' })).toBeVisible();
});
