import { useQuery } from '@tanstack/react-query';
import { HandlingAdvice } from '../../components/handling-advice.js';
import { useHealthRecordQueryOptions } from './api.js';

/** The cat page's handling advice, for everyone, when the cat has sporotrichosis. */
export function CatHandlingAdvice({ catId }: { catId: string }) {
  const query = useQuery(useHealthRecordQueryOptions(catId));
  return query.data?.handlingAdvice ? <HandlingAdvice /> : null;
}
