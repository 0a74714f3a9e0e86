// Puxadas as relations between groups: who an animal pulls, and who pulls it.

/** One line of a puxadas table (src/features/animals/data/puxadas.ts holds the table itself). */
export interface Puxada {
  /** The group that was drawn or dreamt of, 1..25. */
  group: number;
  /** The groups it is said to pull, strongest tradition first. */
  pulls: readonly number[];
}

/** The groups `group` pulls, in the table's order; empty when the table has no line for it. */
export function pullsOf(table: readonly Puxada[], group: number): readonly number[] {
  return table.find((line) => line.group === group)?.pulls ?? [];
}

/** The groups whose line includes `group`: the reverse reading ("who brings the Cobra?"). */
export function pulledBy(table: readonly Puxada[], group: number): number[] {
  return table.filter((line) => line.pulls.includes(group)).map((line) => line.group);
}
