import { stringify } from 'csv-stringify/sync';
import { ACTIONS, CAT_STATUS } from '../../shared/constants.js';
import type { ImpactReport } from '../../shared/schemas/impact.js';
import { healthWhat } from '../../shared/health-record-labels.js';
import { progressText } from '../../shared/treatment-labels.js';
import { TNR_STEPS, type TnrStep } from '../../shared/tnr.js';
import { translatorFor } from '../lib/i18n.js';

/**
 * The impact report as a spreadsheet in pt-BR: UTF-8 with a BOM, `;` between fields, CRLF lines,
 * dates DD/MM/YYYY and decimal commas, one figure per row (the long format sorts and filters).
 */

/** The TNR steps as the app names them in pt-BR (its tnr strings). */
const stepLabel = (step: TnrStep) => translatorFor('pt-BR').tnr.steps[step]();

export const HEADERS = ['Escopo', 'Início', 'Fim', 'Indicador', 'Categoria', 'Valor'];

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export const brDate = (day: string) => day.split('-').reverse().join('/');

/** A number as pt-BR spreadsheets read it: a decimal comma, no thousands separator. */
export const brNumber = (value: number | null) =>
  value === null ? '' : String(value).replace('.', ',');

/** "Colônia Praça", or the name alone when it says so already (never "Colônia Colônia …"). */
export const colonyScope = (name: string) =>
  /^col[o\u00f4]nia\b/i.test(name.trim()) ? name : `Colônia ${name}`;

/** The colony census (60 days to the period's end): the estimate or why there is none. */
function censusRows(
  census: NonNullable<ImpactReport['census']>,
  add: (indicator: string, category: string, value: number | null) => void,
) {
  const indicator = 'Censo da colônia (60 dias)';
  add(indicator, 'Contagens (ocasiões)', census.occasions);
  add(indicator, 'Gatos cadastrados (marcados)', census.marked);
  if (census.estimate && census.coverage) {
    add(indicator, 'Gatos estimados (Bowden)', census.estimate.size);
    add(indicator, 'Gatos estimados: mínimo (IC 95 %)', census.estimate.low);
    add(indicator, 'Gatos estimados: máximo (IC 95 %)', census.estimate.high);
    add(indicator, '% castrados, pelo menos', census.coverage.percent);
    add(indicator, '% castrados: mínimo', census.coverage.low);
    add(indicator, '% castrados: máximo', census.coverage.high);
  } else if (census.reason) {
    add(
      indicator,
      translatorFor('pt-BR').colonies.census.reason[census.reason]({ occasions: census.occasions }),
      null,
    );
  }
  add(indicator, 'Recém-chegados sem cadastro (últimas 2 semanas)', census.newcomers.unregistered);
  add(indicator, 'Gatos cadastrados desde a primeira contagem', census.newcomers.registered);
}

export function impactCsv(report: ImpactReport): { filename: string; csv: string } {
  const scope = report.colony ? colonyScope(report.colony.name) : 'Comunidade';
  const rows: (string | number)[][] = [];
  const add = (indicator: string, category: string, value: number | null) =>
    rows.push([
      scope,
      brDate(report.from),
      brDate(report.to),
      indicator,
      category,
      brNumber(value),
    ]);

  for (const status of CAT_STATUS) add('Gatos por situação', status, report.catsByStatus[status]);
  add('Castrados', 'Gatos ativos', report.sterilized.active);
  add('Castrados', 'Gatos ativos castrados', report.sterilized.sterilized);
  add('Castrados', '% castrados', report.sterilized.percent);
  for (const area of report.areas) {
    add('Castrados por área (~1 km)', `Área ${area.index}: gatos ativos`, area.active);
    add('Castrados por área (~1 km)', `Área ${area.index}: % castrados`, area.percent);
  }
  add(
    'Castrados por área (~1 km)',
    'Gatos em áreas com menos de 5 (não mostradas)',
    report.areasHiddenCats,
  );
  for (const step of TNR_STEPS) add('Etapas TNR', stepLabel(step), report.tnrSteps[step]);
  add('Check-ins', 'Total', report.checkins.total);
  for (const action of ACTIONS) add('Check-ins por ação', action, report.checkins.byAction[action]);
  add('Emergências', 'Total', report.emergencies.count);
  add('Emergências', 'Com ajuda registrada', report.emergencies.helped);
  add('Emergências', 'Mediana até a primeira ajuda (min)', report.emergencies.medianMinutesToHelp);
  add('Regularidade da alimentação', 'Turnos no período', report.feeding.occurrences);
  add('Regularidade da alimentação', 'Turnos feitos', report.feeding.done);
  add('Regularidade da alimentação', '% de turnos feitos', report.feeding.percent);
  if (report.colony) {
    healthDueRows(report, add);
    treatmentRows(report, add);
  }
  if (report.census) censusRows(report.census, add);

  const csv = stringify(rows, {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns: HEADERS,
    // A line break inside a field is quoted too (csv-stringify does not by default).
    quoted_match: /[\r\n]/,
  });
  const name = report.colony ? 'colonia' : 'comunidade';
  return { filename: `impacto-${name}-${report.from}-a-${report.to}.csv`, csv };
}

/** A colony's health items overdue or due within 14 days (services/health-due.ts), then each one. */
function healthDueRows(
  report: ImpactReport,
  add: (indicator: string, category: string, value: number | null) => void,
) {
  const LL = translatorFor('pt-BR');
  const items = report.healthDue;
  const indicator = 'Saúde: o que vence';
  add(indicator, 'Atrasados', items.filter((item) => item.state === 'overdue').length);
  add(indicator, 'Nos próximos 14 dias', items.filter((item) => item.state === 'soon').length);
  for (const item of items) {
    const when = item.state === 'overdue' ? 'atrasado desde' : 'vence em';
    add(
      indicator,
      `${item.catName}: ${healthWhat(LL, item)} (${when} ${brDate(item.dueOn)})`,
      null,
    );
  }
}

/**
 * A colony's treatment rounds of the period (services/impact-treatments.ts): how many by state,
 * then one line per round with the cat, its first day and its progress as the cat page words it.
 */
function treatmentRows(
  report: ImpactReport,
  add: (indicator: string, category: string, value: number | null) => void,
) {
  const LL = translatorFor('pt-BR');
  const t = LL.reports;
  const rounds = report.treatments;
  const indicator = 'Tratamentos';
  add(indicator, 'Em andamento', rounds.filter((r) => r.state === 'ongoing').length);
  add(indicator, 'Concluídos', rounds.filter((r) => r.state === 'finished').length);
  add(indicator, 'Encerrados antes do fim', rounds.filter((r) => r.state === 'ended').length);
  for (const round of rounds) {
    const start = t.treatmentStart({ date: brDate(round.startDay) });
    add(
      indicator,
      `${round.catName}: ${start}, ${progressText(LL, round.progress)} (${t.roundStates[round.state]()})`,
      null,
    );
  }
}
