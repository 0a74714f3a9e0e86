// Admin layout: placeholder until the admin panel lands.
import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';

export default function AdminLayout() {
  return (
    <Container component="main" id="conteudo" size="lg" py="md" data-layout="admin">
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
    </Container>
  );
}
