// 'Voltar': back in history, or to the home page when this is the first page of the visit.
import { Button } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '../../utils/paths';

/** React Router stores a history index in history.state; 0 means nothing earlier in this app. */
export function hasEarlierPage(state: unknown): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  if (location.pathname === PATHS.home) return null;
  return (
    <Button
      variant="subtle"
      size="compact-md"
      mb="sm"
      leftSection={<span aria-hidden="true">←</span>}
      onClick={() => (hasEarlierPage(window.history.state) ? navigate(-1) : navigate(PATHS.home))}
      data-testid="back-button"
    >
      Voltar
    </Button>
  );
}
