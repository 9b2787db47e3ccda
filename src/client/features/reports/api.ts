import { useQueryClient } from '@tanstack/react-query';
import { useTRPC, type Api } from '../../lib/trpc.js';

type Period = Api['reports']['impact']['~types']['input'];

export function useImpactQueryOptions(period: Period) {
  return useTRPC().reports.impact.queryOptions(period);
}

/** The report as a CSV file, asked for when the user downloads it. */
export function useFetchImpactCsv() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (period: Api['reports']['impactCsv']['~types']['input']) =>
    queryClient.fetchQuery(trpc.reports.impactCsv.queryOptions(period));
}
