// The React side of the database gateway (db.ts): Dexie's hooks, kept out of db.ts so that the content
// worker, which imports db.ts, does not bundle React.

/** A live query for React components: re-rendered whenever the tables it reads change. */
export { useLiveQuery } from 'dexie-react-hooks';
