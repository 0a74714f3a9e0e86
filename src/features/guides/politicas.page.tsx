// Políticas: terms of use, privacy (what the chat keeps and how to have it deleted), device storage, licence, 18+.
import { Alert, Anchor, List, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import stackedClasses from '../../components/stacked-table.module.css';
import { config, whatsappHref } from '../../lib/config';
import { SectionTitle, TableOfContents, type TocEntry } from './table-of-contents';
import { PATHS } from '../../utils/paths';

const CONTACT_EMAIL = 'contato@sonhoesorte.com.br';

const SECTIONS: readonly TocEntry[] = [
  { id: 'termos', label: 'Termos de uso' },
  { id: 'privacidade', label: 'Privacidade e dados pessoais' },
  { id: 'armazenamento', label: 'Cookies e armazenamento no aparelho' },
  { id: 'licenca', label: 'Licença e aviso legal' },
  { id: 'maiores-de-18', label: 'Somente para maiores de 18 anos' },
  { id: 'contato', label: 'Fale conosco' },
];

const DELETION_MESSAGE = 'Olá! Quero pedir a exclusão dos meus dados guardados pelo Sonho & Sorte.';

const DEVICE_STORAGE: ReadonlyArray<{ what: string; where: string; why: string }> = [
  {
    what: 'Livro dos sonhos, tabela do bicho e horários',
    where: 'IndexedDB',
    why: 'Para o app funcionar sem internet.',
  },
  {
    what: 'Cópias de palpites, promoções, bônus e resultados',
    where: 'IndexedDB',
    why: 'Para mostrar a última versão mesmo offline.',
  },
  {
    what: 'Sonhos consultados por último',
    where: 'IndexedDB',
    why: 'Para você voltar rápido a eles. Ficam só no aparelho.',
  },
  {
    what: 'Fila de envio (mensagens do chat e opiniões ainda não enviadas)',
    where: 'IndexedDB',
    why: 'Para nada se perder sem conexão: a mensagem sai quando a internet volta e então deixa a fila.',
  },
  {
    what: 'Resposta à pergunta “Você tem 18 anos ou mais?”',
    where: 'localStorage',
    why: 'Para não perguntar de novo a cada visita.',
  },
  {
    what: 'Sessão de login e horário da última atividade',
    where: 'localStorage',
    why: 'Só para quem entra com conta: manter você conectado e encerrar a sessão após 30 minutos sem uso.',
  },
  {
    what: 'Arquivos do próprio app',
    where: 'Cache do navegador (service worker)',
    why: 'Para abrir rápido e funcionar offline.',
  },
];

export default function PoliticasPage() {
  return (
    <>
      <PageTitle
        title="Políticas"
        lead="Termos de uso, privacidade, armazenamento no aparelho e avisos legais, em linguagem simples."
        description="Termos de uso e política de privacidade do Sonho & Sorte: o que o chat guarda e por quê, como pedir a exclusão dos seus dados, armazenamento no aparelho, licença e aviso de 18 anos."
      />
      <TableOfContents entries={SECTIONS} />

      <Stack gap="xl">
        <section aria-labelledby="termos">
          <SectionTitle id="termos">Termos de uso</SectionTitle>
          <List spacing="xs">
            <List.Item>
              O Sonho &amp; Sorte é um app de informação e entretenimento sobre jogo do bicho e loterias. Ele{' '}
              <strong>não recebe apostas</strong>, não intermedeia pagamentos e não vende palpites.
            </List.Item>
            <List.Item>
              Palpites, interpretações de sonhos, puxadas e simpatias são tradição e diversão. Não são previsão e não
              garantem prêmio.
            </List.Item>
            <List.Item>
              As cotações e limites mostrados são exemplos desta casa. Cada banca tem os seus valores e regras.
            </List.Item>
            <List.Item>
              Resultados e horários podem mudar ou conter erro de digitação: confira sempre na fonte oficial antes de
              qualquer decisão.
            </List.Item>
            <List.Item>
              Jogo não é fonte de renda. Use o app com moderação e, se precisar, veja o guia de{' '}
              <Anchor underline="always" component={Link} to={PATHS.jogoResponsavel}>
                jogo responsável
              </Anchor>
              .
            </List.Item>
            <List.Item>
              O botão “Cadastrar” leva a um site de terceiros, com termos e política de privacidade próprios. Leia as
              regras de lá antes de se cadastrar.
            </List.Item>
            <List.Item>
              Não use o chat para enviar dados bancários, senhas ou documentos. Mensagens ofensivas ou abusivas podem
              ficar sem resposta.
            </List.Item>
            <List.Item>Podemos atualizar estes termos; a versão valendo é sempre a desta página.</List.Item>
          </List>
        </section>

        <section aria-labelledby="privacidade">
          <SectionTitle id="privacidade">Privacidade e dados pessoais</SectionTitle>
          <Text mb="md">
            Tratamos dados pessoais de acordo com a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018). A regra é
            simples: pedimos só o necessário para atender você, não vendemos seus dados e não os usamos para publicidade.
          </Text>

          <SectionTitle id="chat" order={3}>
            O que o atendimento pelo chat guarda
          </SectionTitle>
          <Text mb="xs">Quando você conversa com o nosso assistente, guardamos:</Text>
          <List spacing={4} mb="sm">
            <List.Item>
              <strong>seu nome</strong>, para saber como chamar você;
            </List.Item>
            <List.Item>
              <strong>seu número de WhatsApp</strong>, para a equipe responder por lá;
            </List.Item>
            <List.Item>
              <strong>a mensagem com o seu pedido</strong>, para entender o que você precisa;
            </List.Item>
            <List.Item>
              <strong>a conversa com o assistente</strong> (as últimas 30 mensagens), para a equipe continuar de onde você
              parou, sem perguntar tudo de novo;
            </List.Item>
            <List.Item>a data do contato e a situação do atendimento (novo, em contato, encerrado).</List.Item>
          </List>
          <Text mb="md">
            Esses dados existem só para responder ao seu pedido. Quem os vê é a equipe de atendimento. Se você estiver sem
            internet, a mensagem espera na fila do aparelho e é enviada quando a conexão voltar.
          </Text>
          <Text mb="md" data-testid="policy-source-hash">
            Para impedir envios em massa, o servidor aceita um número limitado de mensagens por endereço de internet. Para
            isso ele guarda uma impressão cifrada do endereço (um código feito com uma chave secreta, do qual não se volta
            ao endereço), nunca o próprio endereço: a contagem some em até 2 dias, e a impressão ligada a uma mensagem do
            chat, em até 30 dias.
          </Text>

          <SectionTitle id="outros-dados" order={3}>
            Outros dados
          </SectionTitle>
          <List spacing={4} mb="md">
            <List.Item>
              <strong>Opinião sobre o app</strong>: a nota, o comentário e a página de onde você escreveu, para melhorar o
              app.
            </List.Item>
            <List.Item>
              <strong>Conta de cliente ou de administrador</strong>: e-mail, nome e datas de acesso e de troca de senha.
              Cada tentativa de login (o e-mail digitado, se deu certo e quando) fica registrada para proteger a conta
              contra tentativas repetidas. Não registramos o seu endereço IP; trocar a senha encerra as sessões abertas em
              outros aparelhos.
            </List.Item>
          </List>

          <SectionTitle id="prazos" order={3}>
            Por quanto tempo guardamos
          </SectionTitle>
          <List spacing={4} mb="md">
            <List.Item>Conversas do chat: enquanto durar o atendimento e por até 12 meses depois do último contato.</List.Item>
            <List.Item>Opiniões sobre o app: por até 12 meses.</List.Item>
            <List.Item>Registros de login: por até 6 meses, por segurança.</List.Item>
            <List.Item>Contagem de envios por endereço (impressão cifrada): até 2 dias; ligada a uma mensagem do chat, até 30 dias.</List.Item>
            <List.Item>Dados de conta: enquanto a conta existir.</List.Item>
          </List>
          <Text mb="md">Passado o prazo, ou quando você pedir, os dados são apagados.</Text>

          <SectionTitle id="exclusao" order={3}>
            Seus direitos e como pedir a exclusão
          </SectionTitle>
          <Text mb="xs">
            Você pode pedir, a qualquer momento e sem custo, para ver, corrigir ou apagar os seus dados. Basta escrever:
          </Text>
          <List spacing={4} mb="xs">
            <List.Item>
              pelo{' '}
              <Anchor underline="always" href={whatsappHref(DELETION_MESSAGE)} target="_blank" rel="noopener noreferrer">
                WhatsApp do atendimento
              </Anchor>
              , informando o número usado no chat; ou
            </List.Item>
            <List.Item>
              pelo e-mail <Anchor underline="always" href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>.
            </List.Item>
          </List>
          <Text mb="xs">
            Para proteger você, podemos confirmar que o pedido vem do dono do número ou do e-mail. Respondemos em até 15
            dias.
          </Text>
          <Text data-testid="policy-deletion">
            Na exclusão, apagamos todas as conversas do chat feitas com o seu número de WhatsApp e as opiniões sobre o app
            que citem esse número. Fica registrado só que houve uma exclusão, quando, por quem da equipe e quantos
            registros foram apagados; o número não fica guardado.
          </Text>
        </section>

        <section aria-labelledby="armazenamento">
          <SectionTitle id="armazenamento">Cookies e armazenamento no aparelho</SectionTitle>
          <Text mb="sm">
            Não usamos cookies de publicidade nem rastreadores de terceiros. Para funcionar até sem internet, o app guarda
            algumas coisas no seu próprio aparelho:
          </Text>
          <Table striped withTableBorder mb="sm" className={stackedClasses.stackMd} data-testid="device-storage">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">O quê</Table.Th>
                <Table.Th scope="col">Onde</Table.Th>
                <Table.Th scope="col">Para quê</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {DEVICE_STORAGE.map((row) => (
                <Table.Tr key={row.what}>
                  <Table.Th scope="row" fw={500}>
                    {row.what}
                  </Table.Th>
                  <Table.Td data-label="Onde">{row.where}</Table.Td>
                  <Table.Td data-label="Para quê">{row.why}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text>
            Para apagar tudo isso, use a opção “limpar dados do site” nas configurações do navegador. Atenção: mensagens
            que ainda estiverem na fila de envio serão perdidas.
          </Text>
        </section>

        <section aria-labelledby="licenca">
          <SectionTitle id="licenca">Licença e aviso legal</SectionTitle>
          <Text mb="sm">
            {config.companyName} opera com licença emitida no exterior (licença offshore) e não tem autorização para
            explorar apostas no Brasil. Este app não recebe apostas: todo o conteúdo é informativo e de entretenimento.
          </Text>
          <Text>
            No Brasil, o jogo do bicho continua sendo contravenção penal (Decreto-Lei nº 3.688/1941, art. 58). A Lei nº
            14.790/2023 regulamenta as apostas de quota fixa, e não o jogo do bicho.
          </Text>
        </section>

        <section aria-labelledby="maiores-de-18">
          <SectionTitle id="maiores-de-18">Somente para maiores de 18 anos</SectionTitle>
          <Alert
            color="grape"
            title={
              <>
                <span aria-hidden="true">🔞</span> Proibido para menores de 18 anos
              </>
            }
          >
            Jogos e apostas são para adultos. Por isso o app pergunta a sua idade na primeira visita. Se você tem menos de
            18 anos, não use o app. Pais e responsáveis podem usar o controle parental do celular para bloquear sites de
            apostas.
          </Alert>
        </section>

        <section aria-labelledby="contato">
          <SectionTitle id="contato">Fale conosco</SectionTitle>
          <Text>
            Dúvidas sobre estas políticas ou sobre os seus dados? Escreva para{' '}
            <Anchor underline="always" href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor> ou fale com a gente pelo{' '}
            <Anchor underline="always" href={whatsappHref()} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </Anchor>
            .
          </Text>
        </section>
      </Stack>
    </>
  );
}
