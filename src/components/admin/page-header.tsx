// The header of every admin screen (SPEC §2): title, optional subtitle and icon, actions, and the
// back button to the dashboard, which the dashboard itself does not show.
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { PAINEL, PATHS, TESTE_DASHBOARD } from '../../utils/paths';

/** The spec's back target; /teste/* is an alias that redirects to /painel/*. */
const DEFAULT_BACK_TARGET = TESTE_DASHBOARD;
export const BACK_ARIA_LABEL = 'Voltar para o Painel Principal do Admin';

/**
 * The back button's accessible name: its visible text first, then the spec's label, so a voice-control user who
 * says what they see ("Dashboard") reaches it (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export const backName = (backLabel: string): string => `${backLabel} – ${BACK_ARIA_LABEL}`;

const DASHBOARD_PATHS = new Set([TESTE_DASHBOARD, PAINEL.dashboard, PATHS.painel, PATHS.teste]);

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  /** Where the back button goes; the dashboard by default. */
  backTo?: string;
  /** The back button's text; 'Dashboard' by default. */
  backLabel?: string;
}

export function isDashboardPath(pathname: string): boolean {
  return DASHBOARD_PATHS.has(pathname.replace(/\/+$/, '') || '/');
}

export function PageHeader({ title, subtitle, icon, actions, backTo = DEFAULT_BACK_TARGET, backLabel = 'Dashboard' }: PageHeaderProps) {
  const { pathname } = useLocation();
  usePageMeta(title, typeof subtitle === 'string' ? subtitle : undefined);
  const showBack = !isDashboardPath(pathname);
  return (
    <Stack gap="xs" mb="lg" data-testid="page-header">
      {showBack && (
        <div>
          <Button component={Link} to={backTo} variant="subtle" size="compact-sm" aria-label={backName(backLabel)} leftSection={<span aria-hidden="true">←</span>}>
            {backLabel}
          </Button>
        </div>
      )}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" align="center" wrap="nowrap" style={{ minWidth: 0 }}>
          {icon && (
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
              {icon}
            </ThemeIcon>
          )}
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </div>
        </Group>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Stack>
  );
}
