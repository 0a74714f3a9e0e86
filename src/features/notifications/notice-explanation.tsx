// One explanation of why notifications cannot come now, with what to do (notice-texts.ts): in the dialog a
// "Seguir" opens and on the notifications page.
import { Stack, Text } from '@mantine/core';
import { IosInstallSteps, NoticeSteps } from './install-steps';
import { NOTICE_TEXTS, type NoticeReason } from './notice-texts';

export function NoticeExplanation({ reason }: { reason: NoticeReason }) {
  const notice = NOTICE_TEXTS[reason];
  return (
    <Stack gap="sm" data-testid="notice-explanation" data-reason={reason}>
      <Text size="sm">{notice.text}</Text>
      {reason === 'ios-install' && <IosInstallSteps />}
      {notice.steps && <NoticeSteps steps={notice.steps} />}
    </Stack>
  );
}
