// The install guides' steps: the iPhone's, illustrated with Safari's own symbols (Share, Add to Home Screen),
// and other Android browsers' menu.
import { List, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { ANDROID_INSTALL_STEPS, IOS_INSTALL_STEPS } from './notice-texts';

/** Safari's Share symbol: a box with an arrow pointing up out of it. */
function ShareSymbol() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 3v12" />
      <path d="M8 7l4-4 4 4" />
      <path d="M8 11H6a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-2" />
    </svg>
  );
}

/** The "Adicionar à Tela de Início" symbol: a rounded square with a plus. */
function AddSymbol() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
      <rect x="4" y="4" width="16" height="16" rx="4" />
      <path d="M12 8v8M8 12h8" />
    </svg>
  );
}

/** The app's own icon, as it will appear on the Home Screen. */
function AppSymbol() {
  return <img src="/icons/icon-192.png" width="22" height="22" alt="" style={{ borderRadius: 5 }} />;
}

function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon size={36} radius="md" variant="light" color="night">
          {icon}
        </ThemeIcon>
      }
    >
      <Text size="sm">{children}</Text>
    </List.Item>
  );
}

export function IosInstallSteps() {
  return (
    <List type="ordered" spacing="sm" center data-testid="ios-install-steps">
      <Step icon={<ShareSymbol />}>{IOS_INSTALL_STEPS.share}</Step>
      <Step icon={<AddSymbol />}>{IOS_INSTALL_STEPS.add}</Step>
      <Step icon={<AppSymbol />}>{IOS_INSTALL_STEPS.confirm}</Step>
    </List>
  );
}

export function AndroidInstallSteps() {
  return (
    <List type="ordered" spacing="xs" data-testid="android-install-steps">
      {ANDROID_INSTALL_STEPS.map((step) => (
        <List.Item key={step}>
          <Text size="sm">{step}</Text>
        </List.Item>
      ))}
    </List>
  );
}

/** What the notifications explanations list as steps. */
export function NoticeSteps({ steps }: { steps: readonly string[] }) {
  return (
    <List type="ordered" spacing="xs">
      {steps.map((step) => (
        <List.Item key={step}>
          <Text size="sm">{step}</Text>
        </List.Item>
      ))}
    </List>
  );
}
