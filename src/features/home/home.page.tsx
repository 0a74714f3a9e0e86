// The home page: dream search first (the reason most people open the app), then the daily tools.
import { Button, Card, Group, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { NextDrawLine } from '../../components/next-draw-line';
import { afterFirstPaint } from '../../lib/after-first-paint';
import classes from './home.module.css';
import { PATHS, withQuery } from '../../utils/paths';
import * as parts from './part-loaders';

const TodayGuess = lazy(parts.TodayGuess);

const TOOLS = [
  { to: PATHS.livroDosSonhos, icon: '🌙', title: 'Livro dos Sonhos', text: 'O significado do seu sonho e os números, mesmo sem internet.' },
  { to: PATHS.palpites, icon: '🎯', title: 'Palpites do Dia', text: 'Grupos, milhares e centenas sugeridos para hoje.' },
  { to: PATHS.tabelaDoBicho, icon: '🐾', title: 'Tabela do Bicho', text: 'Os 25 grupos e suas dezenas, com busca por número.' },
  { to: PATHS.horarios, icon: '⏰', title: 'Horários', text: 'Próximas extrações de cada loteria, com contagem regressiva.' },
  { to: PATHS.cotacoes, icon: '💹', title: 'Cotações', text: 'Quanto paga cada modalidade e um simulador de prêmios.' },
  { to: PATHS.gerarPalpite, icon: '🎲', title: 'Gerar Palpite', text: 'Jogos aleatórios para Mega-Sena, Lotofácil, Quina e mais.' },
  { to: PATHS.resultados, icon: '📋', title: 'Resultados', text: 'Últimos resultados com grupo e bicho de cada prêmio.' },
  { to: PATHS.aprendaAJogar, icon: '📘', title: 'Aprenda a Jogar', text: 'Como funciona a extração e cada modalidade, com exemplos.' },
] as const;

export default function HomePage() {
  usePageMeta('Sonho & Sorte', 'Livro dos sonhos offline, tabela do bicho, horários, cotações e palpites do dia.');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  // The guess of the day comes when its place is on screen (below the first screen on phones and laptops):
  // its code and the offline copy it reads are not part of a first visit left alone, and the prerendered page and
  // its hydration stay as they were. Without IntersectionObserver it comes after the first paint.
  const [guessShown, setGuessShown] = useState(false);
  const guessPlace = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const place = guessPlace.current;
    if (!place || typeof IntersectionObserver !== 'function') return afterFirstPaint(() => setGuessShown(true));
    let observer: IntersectionObserver | undefined;
    // Watched from after the first paint, and only once its place is 120 px into the screen: on a 1280×800
    // laptop it starts at the screen's last 90 px, and a first visit left alone does not fetch it there.
    const cancel = afterFirstPaint(() => {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          setGuessShown(true);
        },
        { rootMargin: '0px 0px -120px 0px' },
      );
      observer.observe(place);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? withQuery(PATHS.livroDosSonhos, { q }) : PATHS.livroDosSonhos);
  };
  return (
    <>
      <section className={classes.hero}>
        <Title order={1} className={classes.title}>
          Sonhou? Descubra o palpite.
        </Title>
        <Text className={classes.lead}>
          O livro dos sonhos mais completo do bolso: funciona offline, com o significado e os números de cada sonho.
        </Text>
        <form onSubmit={onSubmit} role="search" className={classes.search}>
          <TextInput
            aria-label="Com o que você sonhou?"
            placeholder="Ex.: cobra preta"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            size="md"
            className={classes.field}
          />
          <Button type="submit" size="md" color="gold" className={classes.submit}>
            Buscar
          </Button>
        </form>
      </section>
      <NextDrawLine mt="lg" />
      <Title order={2} size="h3" mt="xl" mb="sm">
        Ferramentas do dia a dia
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {TOOLS.map((tool) => (
          <Card key={tool.to} component={Link} to={tool.to} withBorder padding="md" className={classes.tool}>
            <Group gap="xs" wrap="nowrap">
              <span aria-hidden="true" className={classes.icon}>
                {tool.icon}
              </span>
              <Text fw={700}>{tool.title}</Text>
            </Group>
            <Text size="sm" c="dimmed" mt={6}>
              {tool.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <div ref={guessPlace}>
        {guessShown && (
          <Suspense fallback={null}>
            <TodayGuess />
          </Suspense>
        )}
      </div>
      <Text size="sm" c="dimmed" mt="xl">
        Conteúdo informativo e de entretenimento para maiores de 18 anos. Sorteios são aleatórios: nenhum palpite aumenta a
        chance de ganhar.
      </Text>
    </>
  );
}
