// The dream entry shape of SPEC §3, shared by the built-in dictionary, Dexie and Supabase rows.

export interface Palpites {
  /** Groups written 'NN - Name', e.g. '09 - Cobra'. */
  grupos: string[];
  /** Four-digit strings, each ending in a dezena of one of the entry's groups. */
  milhares: string[];
  /** Three distinct groups, written like `grupos`. */
  ternoDeGrupo: string[];
}

export interface DreamBlock {
  significado: string;
  palpites: Palpites;
}

export interface Dream {
  /** Capitalised Portuguese title, sometimes with a qualifier: 'Banco (assento)'. */
  titulo: string;
  geral: DreamBlock;
  /** Variant blocks keyed by a qualifier such as 'preta', 'morto', 'de_ouro', 'na mesa'. */
  variantes?: Record<string, DreamBlock>;
}
