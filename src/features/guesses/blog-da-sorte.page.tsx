// Blog da Sorte: a post of lucky guesses for each of the last seven days, admin guesses where scheduled, built-in otherwise.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { NotDownloaded, SavedCopyTime } from '../../components/saved-copy';
import { formatLongDate } from '../../utils/calendar/dates';
import { capitalise } from '../../utils/pt-br/case';
import { BLOG_DAYS, blogPosts } from './domain/lucky-guess';
import { useCachedTable } from '../../lib/content-sync/remote-cache';
import { GuessCard, GuessPlaceholder } from './guess-card';
import { ResponsibleNote } from './responsible-note';
import { useToday } from './use-today';

export default function BlogDaSortePage() {
  const today = useToday();
  const saved = useCachedTable('lucky_guesses');
  const rows = saved.status === 'never' ? [] : saved.status === 'ready' ? saved.rows : undefined;
  const posts = rows && today ? blogPosts(rows, today) : null;
  return (
    <>
      <PageTitle
        title="Blog da Sorte"
        lead="Os palpites da sorte de cada dia, de hoje e da última semana."
      />
      {posts === null ? (
        // A week of posts, each with the built-in guess's shape: the area the posts will fill, so nothing moves.
        <Stack gap="xl" role="status" aria-busy="true" aria-label="Carregando palpites">
          {Array.from({ length: BLOG_DAYS }, (_, day) => (
            <div key={day}>
              <Group gap="xs" mb="sm" align="center">
                <Title order={2} size="h3" aria-hidden="true">
                  {'\u00a0'}
                </Title>
              </Group>
              <GuessPlaceholder headingOrder={3} />
            </div>
          ))}
        </Stack>
      ) : (
        <Stack gap="xl">
          {saved.status === 'never' && <NotDownloaded what="os palpites da equipe" />}
          <SavedCopyTime state={saved} />
          {posts.map((post) => {
            const headingId = `post-${post.date}`;
            return (
              <article key={post.date} aria-labelledby={headingId} data-testid="blog-post" data-date={post.date}>
                <Group gap="xs" mb="sm" align="center">
                  <Title order={2} size="h3" id={headingId}>
                    {capitalise(formatLongDate(post.date))}
                  </Title>
                  {post.date === today && (
                    <Badge color="gold" tt="none">
                      Hoje
                    </Badge>
                  )}
                </Group>
                <Stack gap="sm">
                  {post.guesses.map((guess) => (
                    <GuessCard key={guess.id} guess={guess} headingOrder={3} />
                  ))}
                </Stack>
              </article>
            );
          })}
        </Stack>
      )}
      <Text size="sm" c="dimmed" mt="lg">
        Nos dias sem palpite da equipe, o blog mostra o palpite automático do dia, calculado a partir da data e igual para
        todos.
      </Text>
      <ResponsibleNote />
    </>
  );
}
