// Types for scripts/bundle-report.mjs.
export interface BundleReport {
  firstRouteJs: number;
  firstRouteCss: number;
  firstRouteFiles: string[];
  firstRouteModules: string[];
  /** The first route's JavaScript and what a first visit fetches right after its first paint (AFTER_FIRST_PAINT). */
  firstVisitJs: number;
  firstVisitFiles: string[];
  routeChunks: { file: string; page: string; gzip: number }[];
  otherChunks: { file: string; name: string; gzip: number }[];
  /** The content worker's entry and the chunks it imports. */
  workerChunks: { file: string; gzip: number }[];
  /** Every HTML document of the build (the prerendered pages; index.html is the home page). */
  pages: { file: string; gzip: number }[];
  precacheBytes: number;
  precacheEntries: number;
}
export const AFTER_FIRST_PAINT: string[];
export function gzipSize(file: string): number;
export function bundleReport(dist?: string): BundleReport;
export function kb(bytes: number): string;
