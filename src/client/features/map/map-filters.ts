import {
  CAT_STATUS,
  GENDER,
  HEALTH,
  LIMITS,
  type CatStatus,
  type EstimatedAge,
  type Gender,
  type Health,
} from '../../../shared/constants.js';
import type { ListInput } from '../../../shared/schemas/cats.js';

/** The filter panel's checkboxes (estimated age without 'Desconhecido'). */
export const FILTER_OPTIONS = {
  health: HEALTH,
  status: CAT_STATUS,
  gender: GENDER,
  estimatedAge: ['Filhote', 'Jovem', 'Adulto', 'Idoso'],
} as const satisfies {
  health: readonly Health[];
  status: readonly CatStatus[];
  gender: readonly Gender[];
  estimatedAge: readonly EstimatedAge[];
};

export type FilterGroup = keyof typeof FILTER_OPTIONS;

export interface MapFilters {
  health: Health[];
  status: CatStatus[];
  gender: Gender[];
  estimatedAge: EstimatedAge[];
}

export const NO_FILTERS: MapFilters = { health: [], status: [], gender: [], estimatedAge: [] };

export const activeFilterCount = (filters: MapFilters) =>
  filters.health.length +
  filters.status.length +
  filters.gender.length +
  filters.estimatedAge.length;

export function toggleFilter(filters: MapFilters, group: FilterGroup, value: string): MapFilters {
  const current = filters[group] as string[];
  const next = current.includes(value)
    ? current.filter((v) => v !== value)
    : // Keep the panel's order so that equal choices make equal query keys.
      (FILTER_OPTIONS[group] as readonly string[]).filter(
        (v) => v === value || current.includes(v),
      );
  return { ...filters, [group]: next };
}

/**
 * The cats.list request of the map: the filters are sent (the original app never did);
 * without a status choice the map shows active cats. Nearest first from `point`.
 */
export function mapListInput(
  filters: MapFilters,
  point: { latitude: number; longitude: number },
): ListInput {
  const some = <T>(values: T[]) => (values.length > 0 ? values : undefined);
  return {
    status: filters.status.length > 0 ? filters.status : ['Ativo'],
    health: some(filters.health),
    gender: some(filters.gender),
    estimatedAge: some(filters.estimatedAge),
    limit: LIMITS.mapLimit,
    latitude: point.latitude,
    longitude: point.longitude,
  };
}
