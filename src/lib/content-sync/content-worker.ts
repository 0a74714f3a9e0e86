// The content worker: serves the content service (content-service.ts) off the page's main thread. Its writes
// reach the page's own live queries, where there are any, through Dexie, which broadcasts every change.
import { checkBrasiliaRuleLater, serveContent, type ContentRequest, type WorkerMessage } from './content-service';

/** When the worker checks the rule of Brasília's clock: well after the page that started it has settled. */
const RULE_CHECK_DELAY_MS = 15_000;

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: WorkerMessage) => scope.postMessage(message);
const handle = serveContent('worker', post);
checkBrasiliaRuleLater(post, RULE_CHECK_DELAY_MS);

scope.addEventListener('message', (event: MessageEvent<ContentRequest>) => handle(event.data));
