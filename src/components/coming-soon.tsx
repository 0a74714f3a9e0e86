// A page whose feature is still being built: its title and an honest line, nothing pretend.
import { Alert } from '@mantine/core';
import { PageTitle } from './page-title';

export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <Alert color="yellow" title="Em construção">
        Esta página ainda está sendo preparada e chega numa próxima versão do app.
      </Alert>
    </>
  );
}
