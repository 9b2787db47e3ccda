import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { colonyScope } from '../services/impact-csv.js';
import { createCaller } from '../trpc/router.js';
import { createRestApp, expectDocumented, HOME, type RestApp } from '../test/rest-client.js';

type Row = Record<string, string>;

let r: RestApp;
afterEach(() => r?.close());

it('GET /api/reports/impact.csv: a pt-BR spreadsheet for coordinators and admins, clear 400s', async () => {
  r = await createRestApp();
  r.clock.set('2026-11-10T12:00:00Z');
  const cora = await r.signIn({ name: 'Cora' });
  const other = await r.signIn({ name: 'Otto' });
  const admin = await r.signIn({ name: 'Adm', isAdmin: true });
  const cat = await r.registerCat(cora.token);
  await r.registerCat(cora.token, { name: 'Tigre', isSterilized: 'false' });
  await r.registerCat(cora.token, { name: 'Frajola', isSterilized: 'false' });
  const caller = createCaller({
    ...r.app.deps,
    user: cora.user,
    pendingUser: null,
    isAdmin: false,
    locale: 'pt-BR',
    ip: '127.0.0.1',
  });
  const { _id: colonyId } = await caller.colonies.create({ name: 'Praça; "Sé"', ...HOME });
  await caller.colonies.addCat({ colonyId, catId: cat._id });
  const url = `/api/reports/impact.csv?from=2026-11-01&to=2026-11-30&colonyId=${colonyId}`;

  const res = await r.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${cora.token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(
    'attachment; filename="impacto-colonia-2026-11-01-a-2026-11-30.csv"',
  );
  const bytes = res.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('\r\n');
  const rows = parse<Row>(text, { bom: true, delimiter: ';', columns: true });
  expect(Object.keys(rows[0]!)).toEqual([
    'Escopo',
    'Início',
    'Fim',
    'Indicador',
    'Categoria',
    'Valor',
  ]);
  const value = (indicator: string, category: string) =>
    rows.find((row) => row.Indicador === indicator && row.Categoria === category)?.Valor;
  expect(rows[0]).toMatchObject({
    Escopo: 'Colônia Praça; "Sé"',
    Início: '01/11/2026',
    Fim: '30/11/2026',
  });
  expect(value('Gatos por situação', 'Ativo')).toBe('1');
  expect(value('Castrados', '% castrados')).toBe('100');
  expect(value('Emergências', 'Mediana até a primeira ajuda (min)')).toBe('');
  // One cat: its area is below 5 cats, so no area is shown, only how many were left out.
  expect(rows.some((row) => row.Categoria?.startsWith('Área'))).toBe(false);
  expect(value('Castrados por área (~1 km)', 'Gatos em áreas com menos de 5 (não mostradas)')).toBe(
    '1',
  );

  const all = await r.app.inject({
    method: 'GET',
    url: '/api/reports/impact.csv?from=2026-11-01&to=2026-11-30',
    headers: { 'x-auth-token': admin.token },
  });
  expect(all.statusCode).toBe(200);
  expect(all.headers['content-disposition']).toContain('impacto-comunidade');
  const community3 = parse<Row>(all.body, { bom: true, delimiter: ';', columns: true });
  // Three active cats, one sterilized: 33,3 with a decimal comma.
  expect(community3.find((row) => row.Categoria === '% castrados')).toMatchObject({
    Escopo: 'Comunidade',
    Valor: '33,3',
  });

  const forbidden = await r.get(url, { token: other.token });
  expectDocumented('impactReportCsv', forbidden, 403);
  expect(forbidden.body.msg).toBe(
    'Só quem coordena esta colônia ou a administração pode ver o relatório de impacto dela.',
  );
  const community = await r.get('/api/reports/impact.csv?from=2026-11-01&to=2026-11-30', {
    token: cora.token,
    headers: { 'x-lang': 'en' },
  });
  expectDocumented('impactReportCsv', community, 403);
  expect(community.body.msg).toBe('Only admins can see the impact report of the whole community.');
  expect((await r.get(url)).status).toBe(401);

  const reversed = await r.get(`/api/reports/impact.csv?from=2026-11-30&to=2026-11-01`, {
    token: admin.token,
    headers: { 'x-lang': 'es' },
  });
  expectDocumented('impactReportCsv', reversed, 400);
  expect(reversed.body.msg).toBe('El fin del período no puede ser anterior a su inicio.');
  const bad = await r.get(`/api/reports/impact.csv?from=2026-13-01&to=2026-12-01`, {
    token: admin.token,
  });
  expectDocumented('impactReportCsv', bad, 400);
  expect(bad.body.errors).toMatchObject([
    { param: 'from', msg: 'Data inválida: use o formato AAAA-MM-DD.' },
  ]);
  const long = await r.get(`/api/reports/impact.csv?from=2025-01-01&to=2026-11-01`, {
    token: admin.token,
    headers: { 'x-lang': 'en' },
  });
  expectDocumented('impactReportCsv', long, 400);
  expect(long.body.msg).toBe('The period can be at most 366 days long.');
  const missing = await r.get('/api/reports/impact.csv', { token: admin.token });
  expect(missing.status).toBe(400);
});

describe('the CSV scope', () => {
  it('names a colony once, even when its name starts with "Colônia"', () => {
    expect(colonyScope('Praça')).toBe('Colônia Praça');
    expect(colonyScope('Colônia do Coreto')).toBe('Colônia do Coreto');
    expect(colonyScope('colonia da Sé')).toBe('colonia da Sé');
    expect(colonyScope('Colonização')).toBe('Colônia Colonização');
  });
});
