// The content worker: serves the content service (content-service.ts) off the page's main thread. Its writes
// reach the page's own live queries, where there are any, through Dexie, which broadcasts every change.
import { serveContent, type ContentRequest } from './content-service';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = serveContent('worker', (response) => scope.postMessage(response));

scope.addEventListener('message', (event: MessageEvent<ContentRequest>) => handle(event.data));
