import { useTRPC, type Api, type MutationOptionsIn } from './trpc.js';

/** A report sent to the moderators (components/report-form.tsx). */
export function useReportMutationOptions(options: MutationOptionsIn<Api['moderation']['report']>) {
  return useTRPC().moderation.report.mutationOptions(options);
}
