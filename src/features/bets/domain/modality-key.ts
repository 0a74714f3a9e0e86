// The 22 modality keys of SPEC §9: the one list that the rules and texts (modalities.ts) and the payout table
// (payouts.ts) are both keyed by, apart from either so that neither imports the other back.

export type ModalityKey =
  | 'GRUPO_SECO_1'
  | 'GRUPO_COMBINADO_1_5'
  | 'DUPLA_GRUPO_1_5'
  | 'TERNO_GRUPO_SECO_1_3'
  | 'TERNO_GRUPO_1_5'
  | 'QUADRA_GRUPO_1_5'
  | 'QUINA_GRUPO_1_5'
  | 'MILHAR_SECO_1'
  | 'MILHAR_COMBINADO_1_5'
  | 'MILHAR_COMBINADO_1_10'
  | 'CENTENA_SECO_1'
  | 'CENTENA_COMBINADO_1_5'
  | 'CENTENA_COMBINADO_1_10'
  | 'DEZENA_SECO_1'
  | 'DEZENA_COMBINADO_1_5'
  | 'DEZENA_COMBINADO_1_10'
  | 'DUQUE_DEZENA_1_5'
  | 'TERNO_DEZENA_1_5'
  | 'PASSE_VAI_1_2'
  | 'PASSE_VAI_VEM_INVERTIDO_1_5'
  | 'MILHAR_CENTENA_SECO_1'
  | 'MILHAR_CENTENA_COMBINADO_1_5';
