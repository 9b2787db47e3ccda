import { z } from 'zod';
import { impactInput } from '../../../shared/schemas/impact.js';
import { unchecked, type RestRoute } from '../route.js';

export const impactRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/reports/impact.csv',
    prefixes: ['/api'],
    operationId: 'impactReportCsv',
    summary: 'The impact report of a colony or of the community, as CSV',
    description:
      'Figures for a period (`from` and `to`, YYYY-MM-DD in the community time zone, both ' +
      'included, at most 366 days): cats by status at the end of the period, TNR steps done, % ' +
      'castrados of the active cats, check-ins by action, emergencies and the median minutes to ' +
      'the first help. With `colonyId`: that colony, for its coordinators and admins; without: ' +
      'the whole community, for admins. UTF-8 with a BOM, `;` separated, CRLF lines, pt-BR ' +
      'column names (Escopo;Início;Fim;Indicador;Categoria;Valor), dates DD/MM/YYYY, decimal ' +
      'commas. Never a position nor a person.',
    tag: 'reports',
    procedure: 'reports.impactCsv',
    auth: 'required',
    query: { schema: impactInput },
    response: { status: 200, schema: z.string(), description: 'The CSV file (an attachment).' },
    produces: 'text/csv',
    errors: [400, 401, 403, 404],
    handle: ({ caller, query }) => caller.reports.impactCsv(unchecked(query)),
  },
];
