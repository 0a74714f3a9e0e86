// The puxadas table: which groups an animal traditionally "pulls" (DOMAIN.md consensus of several tables).
import type { Puxada } from '../domain/puxadas';

/** Kept as data: houses disagree, above all after group 11, and this is the common ground. */
export const PUXADAS: readonly Puxada[] = [
  { group: 1, pulls: [2, 25, 13, 19, 20] },
  { group: 2, pulls: [1, 10, 13, 19, 20] },
  { group: 3, pulls: [11, 24, 10, 12, 21] },
  { group: 4, pulls: [5, 14, 6, 12, 16] },
  { group: 5, pulls: [14, 17, 8, 13, 18] },
  { group: 6, pulls: [7, 17, 12, 21, 22] },
  { group: 7, pulls: [25, 6, 10] },
  { group: 8, pulls: [23, 12, 5] },
  { group: 9, pulls: [15, 18, 3, 14] },
  { group: 10, pulls: [2, 7, 3] },
  { group: 11, pulls: [3, 21, 6] },
  { group: 12, pulls: [3, 6] },
  { group: 13, pulls: [1, 2] },
  { group: 14, pulls: [4, 5] },
  { group: 15, pulls: [9] },
  { group: 16, pulls: [22] },
  { group: 17, pulls: [5] },
  { group: 18, pulls: [5, 9] },
  { group: 19, pulls: [1, 2, 13] },
  { group: 20, pulls: [1] },
  { group: 21, pulls: [3, 6, 25] },
  { group: 22, pulls: [16, 14] },
  { group: 23, pulls: [8] },
  { group: 24, pulls: [3] },
  { group: 25, pulls: [1, 7, 21] },
];
