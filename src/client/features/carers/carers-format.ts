import { dateFormat } from '../../lib/formats.js';

/** A day of the carers' lists (since, asked on, ask again from): 18 de nov. de 2026 in pt-BR. */
export const formatDate = (locale: string, iso: string): string =>
  dateFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
