// One table per modality category (Grupo, Dezena, Centena, ...), the way /cotacoes and /limites list the
// 22 modalities: a labelled section per category, a caption, and a row per modality.
import { Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CATEGORIES, modalitiesOf, type Modality } from './domain/modalities';
import stackedClasses from '../../components/stacked-table.module.css';
import classes from './odds.module.css';

interface CategoryTablesProps {
  /** Prefix of the section headings' ids, unique per page. */
  idPrefix: string;
  /** The table's caption, from the category's label ('Grupo'). */
  caption: (label: string) => string;
  /** The header cells after 'Modalidade'. */
  columns: ReactNode;
  /** One <Table.Tr> per modality. */
  row: (modality: Modality) => ReactNode;
  /** On a phone, each row as a card (its data cells need a data-label: components/stacked-table.module.css). */
  stacked?: boolean;
}

export function CategoryTables({ idPrefix, caption, columns, row, stacked = false }: CategoryTablesProps) {
  return (
    <Stack gap="xl">
      {CATEGORIES.map((category) => {
        const headingId = `${idPrefix}-${category.key}`;
        return (
          <section key={category.key} aria-labelledby={headingId}>
            <Title order={2} size="h3" id={headingId} mb="xs">
              {category.label}
            </Title>
            <Table className={stacked ? `${classes.table} ${stackedClasses.stackSm}` : classes.table} verticalSpacing="sm" striped withTableBorder>
              <caption className={classes.caption}>{caption(category.label)}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Modalidade</Table.Th>
                  {columns}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{modalitiesOf(category.key).map(row)}</Table.Tbody>
            </Table>
          </section>
        );
      })}
    </Stack>
  );
}
