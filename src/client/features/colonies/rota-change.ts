import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { TranslationFunctions } from '../../../shared/i18n/i18n-types.js';
import { minuteLabel } from '../../../shared/rota.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { errorMessage } from '../../lib/errors.js';
import { successToast, toast } from '../../lib/toast.js';

export type Week = RouterOutputs['rota']['week'];
export type Shift = Week['shifts'][number];

/** A rota change's callbacks: a toast (the rota is asked for again by its mutation, in api.ts). */
export function useRotaChange(message?: () => string) {
  const { LL } = useI18nContext();
  return {
    onSuccess: () => {
      if (message) successToast(message());
    },
    onError: (error: unknown) => void toast.error(errorMessage(LL, error)),
  };
}

/** 'Quarta 11:00–13:00'. */
export const shiftLabel = (LL: TranslationFunctions, shift: Omit<Shift, 'state'> | Shift) =>
  `${LL.rota.weekdays[`d${shift.weekday}` as keyof typeof LL.rota.weekdays]()} ${minuteLabel(
    shift.startMinute,
  )}–${minuteLabel(shift.endMinute)}`;
