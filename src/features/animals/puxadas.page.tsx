// Puxadas: the folk table of which animals "pull" which, shown as tradition with houses' differences noted.
import { Alert, Badge, Group, Table, Text, Title } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import stackedClasses from '../../components/stacked-table.module.css';
import { PUXADAS } from './data/puxadas';
import { animalByGroup } from './domain/animals';
import { pulledBy } from './domain/puxadas';

function AnimalBadge({ group }: { group: number }) {
  const animal = animalByGroup(group);
  return (
    <Badge size="lg" variant="light" color="night" tt="none" fw={600} leftSection={<span aria-hidden="true">{animal.emoji}</span>}>
      {`${animal.group} ${animal.name}`}
    </Badge>
  );
}

export default function PuxadasPage() {
  return (
    <>
      <PageTitle
        title="Puxadas do Bicho"
        lead="Na tradição do jogo do bicho, um animal “puxa” outros: quando ele aparece, muita gente joga também nos bichos que ele chama."
      />
      <Alert color="night" title="Tradição, não regra" mb="lg">
        Cada banca e cada região tem a sua tabela de puxadas, e elas nem sempre concordam, sobretudo do grupo 12 em diante.
        Reunimos aqui o que a maioria das tabelas repete. Puxada é costume popular: nenhuma combinação aumenta a chance de
        acerto, porque cada extração é independente da anterior.
      </Alert>
      <Title order={2} size="h3" mb="sm">
        Tabela de puxadas
      </Title>
      {/* Names the labels, never the places: a wide screen shows columns, a phone one card per bicho (issue 30). */}
      <Text c="dimmed" mb="md" data-testid="puxadas-intro">
        Para cada bicho, “Puxa” lista os bichos que ele chama, do mais citado ao menos citado, e “É puxado por” faz a leitura
        inversa: os bichos que chamam por ele.
      </Text>
      <Table striped verticalSpacing="sm" className={stackedClasses.stackMd} data-testid="puxadas-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Bicho</Table.Th>
            <Table.Th scope="col">Puxa</Table.Th>
            <Table.Th scope="col">É puxado por</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PUXADAS.map((line) => {
            const animal = animalByGroup(line.group);
            const reverse = pulledBy(PUXADAS, line.group);
            return (
              <Table.Tr key={line.group}>
                <Table.Th scope="row" fw={700}>
                  <span aria-hidden="true">{animal.emoji} </span>
                  {`${animal.group} ${animal.name}`}
                </Table.Th>
                <Table.Td data-label="Puxa">
                  <Group gap={6}>
                    {line.pulls.map((g) => (
                      <AnimalBadge key={g} group={g} />
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td data-label="É puxado por">
                  <Text size="sm">
                    {reverse.length ? reverse.map((g) => `${animalByGroup(g).group} ${animalByGroup(g).name}`).join(', ') : '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </>
  );
}
