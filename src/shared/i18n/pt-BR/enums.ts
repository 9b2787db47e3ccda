/**
 * Labels of the stored enumeration values (src/shared/constants.ts); the client maps a value to
 * its key with src/shared/enum-labels.ts.
 */
export const enums = {
  health: {
    excellent: 'Excelente',
    good: 'Bom',
    regular: 'Regular',
    needsAttention: 'Precisa de atenção',
    emergency: 'Emergência',
  },
  status: { active: 'Ativo', adopted: 'Adotado', inactive: 'Inativo' },
  gender: { unknown: 'Desconhecido', male: 'Macho', female: 'Fêmea' },
  age: {
    unknown: 'Desconhecido',
    kitten: 'Filhote',
    young: 'Jovem',
    adult: 'Adulto',
    senior: 'Idoso',
  },
  actions: {
    fed: 'Alimentou',
    water: 'Deu água',
    shelter: 'Forneceu abrigo',
    wellbeing: 'Verificou bem-estar',
    vet: 'Levou ao veterinário',
    vaccinated: 'Vacinou',
    neutered: 'Castrou',
    other: 'Outros',
  },
  needs: {
    water: 'Água',
    food: 'Comida',
    shelter: 'Abrigo',
    medical: 'Tratamento médico',
    other: 'Outros',
  },
  traits: {
    affectionate: 'Carinhoso',
    shy: 'Tímido',
    playful: 'Brincalhão',
    independent: 'Independente',
    curious: 'Curioso',
    calm: 'Calmo',
    agitated: 'Agitado',
    sociable: 'Sociável',
  },
  period: { all: 'Todo o tempo', month: 'Este mês', week: 'Esta semana' },
};
