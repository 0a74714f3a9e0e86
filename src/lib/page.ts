// One page of a paged list, with the total the query matched (for the pagination).
export interface Page<Row> {
  rows: Row[];
  count: number;
}
