// What a list kept offline says about its saved copy: that nothing was downloaded yet (never "nothing was
// published", which the device cannot know), or when the copy it shows was downloaded.
import { Alert, Text } from '@mantine/core';
import { formatUpdatedAt } from '../utils/pt-br/updated-at';
import type { CachedTableState } from '../lib/content-sync/remote-cache';
import { useOnline } from '../lib/online';

/** 'Ainda não baixamos os palpites de hoje. Conecte-se uma vez para ver.', `what` being 'os palpites de hoje'. */
export function NotDownloaded({ what, children }: { what: string; children?: React.ReactNode }) {
  return (
    <Alert color="gray" variant="light" data-testid="not-downloaded">
      Ainda não baixamos {what}. Conecte-se uma vez para ver.{children ? <> {children}</> : null}
    </Alert>
  );
}

/**
 * 'Atualizado às 14:05' under a list showing the saved copy: offline, or when this visit's download failed.
 * Nothing while the copy is being replaced by a fresh one.
 */
export function SavedCopyTime({ state }: { state: Pick<CachedTableState<unknown>, 'syncedAt' | 'refreshed'> }) {
  const online = useOnline();
  if (!state.syncedAt || (online && state.refreshed !== null)) return null;
  return (
    <Text size="sm" c="dimmed" mt="xs" data-testid="saved-copy-time">
      {formatUpdatedAt(new Date(state.syncedAt), new Date())} · cópia salva neste aparelho
    </Text>
  );
}
