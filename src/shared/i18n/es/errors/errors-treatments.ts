import type { NamespaceErrorsTranslation } from '../../i18n-types.js';

export const treatmentsErrors = {
  treatmentCarersOnly: 'Solo quien cuida al gato (o a su colonia) ve y registra los tratamientos.',
  treatmentNotFound: 'Tratamiento no encontrado.',
  treatmentEnded: 'Este tratamiento ya terminó.',
  treatmentMedicineRequired: 'Indica el medicamento.',
  treatmentDoseRequired: 'Indica la dosis (por ejemplo, 1 cápsula de 100 mg).',
  treatmentEveryInvalid: 'Elige cada cuántas horas (4, 6, 8, 12 o una vez al día).',
  treatmentTimeRequired: 'Indica la hora de la primera dosis.',
  treatmentStartInvalid: 'El tratamiento empieza hoy o dentro de 30 días.',
  treatmentTooMany: 'Este gato ya tiene 5 tratamientos en curso.',
  treatmentDayInvalid: 'Este tratamiento no tiene dosis para tomar ese día.',
  treatmentDayTaken: 'Otra persona ya tomó las dosis de ese día.',
  treatmentDoseInvalid: 'Este tratamiento no tiene dosis a esa hora.',
  treatmentDoseNotYet: 'Esta dosis todavía no empezó.',
  treatmentDoseClosed: 'El plazo de esta dosis ya pasó: quedó registrada como perdida.',
} satisfies Partial<NamespaceErrorsTranslation>;
