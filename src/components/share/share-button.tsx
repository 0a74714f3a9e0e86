// "Compartilhar" for a dream, a draw, a guess or a game: the phone's share sheet with the card as a PNG and a text
// with the link back; where files cannot be shared, a dialog to download the image, copy the text or send it on
// WhatsApp. Browsers accept share() only inside the tap's user activation, so the card is drawn before the tap:
// once the button has been on screen for a moment (when the browser is idle), or at the first sign of a tap
// (pointer over or down, focus). The drawing code is a chunk of its own (share-kit.ts), loaded only then.
import { Button, type ButtonProps } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import * as parts from './part-loaders';
import type { CardScheme, ShareContent } from './share-types';

const ShareDialog = lazy(() => parts.ShareKit().then((kit) => ({ default: kit.ShareDialog })));

/** How long the button stays on screen before its card is drawn in the background. */
const VISIBLE_MS = 400;

function currentScheme(): CardScheme {
  return document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light';
}

const keyOf = (content: ShareContent, scheme: CardScheme) => `${scheme}|${JSON.stringify(content.card)}`;

/** Whether the share sheet takes this file (Web Share Level 2). */
function canShareFile(file: File): boolean {
  try {
    return typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

/** Whether the share sheet takes PNG files at all: then a tap waits for a card still being drawn. */
function sharesImages(): boolean {
  return typeof File === 'function' && canShareFile(new File([new Uint8Array(8)], 'card.png', { type: 'image/png' }));
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else window.setTimeout(resolve, 200);
  });
}

// Background drawings run one after the other: a page of draws must not draw ten cards at once.
let backgroundQueue: Promise<unknown> = Promise.resolve();

interface ShareButtonProps extends Omit<ButtonProps, 'children'> {
  content: ShareContent;
  children?: ReactNode;
  'aria-label'?: string;
}

export function ShareButton({ content, children = 'Compartilhar', ...buttonProps }: ShareButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef(content);
  const made = useRef<{ key: string; file: File | null }>(undefined);
  const drawing = useRef<{ key: string; file: Promise<File | null> }>(undefined);
  const [dialog, setDialog] = useState<{ opened: boolean; file: File | null | undefined; canShare: boolean }>();
  const cardJson = JSON.stringify(content.card);

  useEffect(() => {
    contentRef.current = content;
  });

  /** The card of the current content and scheme: drawn once, null when this device cannot draw it. */
  const prepare = useCallback((): Promise<File | null> => {
    const current = contentRef.current;
    const scheme = currentScheme();
    const key = keyOf(current, scheme);
    if (made.current?.key === key) return Promise.resolve(made.current.file);
    if (drawing.current?.key === key) return drawing.current.file;
    const file = parts
      .ShareKit()
      .then((kit) => kit.cardFile(current, scheme, window.location.host))
      .catch(() => null)
      .then((result) => {
        if (drawing.current?.key === key) made.current = { key, file: result };
        return result;
      });
    drawing.current = { key, file };
    return file;
  }, []);

  // On screen for a moment: draw in the background, when the browser is idle, one card at a time.
  useEffect(() => {
    const element = buttonRef.current;
    if (!element || typeof IntersectionObserver !== 'function') return undefined;
    let timer: number | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      window.clearTimeout(timer);
      if (!entry?.isIntersecting) return;
      timer = window.setTimeout(() => {
        backgroundQueue = backgroundQueue.then(whenIdle).then(prepare);
      }, VISIBLE_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [prepare, cardJson]);

  const openDialog = (file: File | null | undefined, canShare: boolean) => setDialog({ opened: true, file, canShare });

  const shareFile = async (file: File): Promise<boolean> => {
    const { title, text } = contentRef.current;
    try {
      await navigator.share({ files: [file], title, text });
      return true;
    } catch (error) {
      // Closing the sheet is the person's choice: nothing to say.
      return isAbort(error);
    }
  };

  const onClick = async () => {
    const key = keyOf(contentRef.current, currentScheme());
    const ready = made.current?.key === key ? made.current.file : undefined;
    if (ready === undefined && !sharesImages()) {
      // No file sharing here: the dialog opens at once and shows the image when it is drawn.
      openDialog(undefined, false);
      const file = await prepare();
      setDialog((shown) => (shown ? { ...shown, file } : shown));
      return;
    }
    const file = ready !== undefined ? ready : await prepare();
    if (file && canShareFile(file)) {
      // Drawn after the tap and its activation is gone: the dialog's own button takes a fresh tap.
      if (ready === undefined && navigator.userActivation && !navigator.userActivation.isActive) return openDialog(file, true);
      if (!(await shareFile(file))) openDialog(file, true);
      return;
    }
    if (!file && typeof navigator.share === 'function') {
      // The card could not be drawn here: the text alone still goes through the share sheet.
      try {
        await navigator.share({ title: contentRef.current.title, text: contentRef.current.text });
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    openDialog(file, false);
  };

  const close = () => setDialog((shown) => (shown ? { ...shown, opened: false } : shown));

  return (
    <>
      <Button
        ref={buttonRef}
        variant="default"
        {...buttonProps}
        onPointerEnter={() => void prepare()}
        onPointerDown={() => void prepare()}
        onFocus={() => void prepare()}
        onClick={() => void onClick()}
        data-share-kind={content.card.kind}
      >
        {children}
      </Button>
      {dialog && (
        <Suspense fallback={null}>
          <ShareDialog
            opened={dialog.opened}
            onClose={close}
            content={content}
            file={dialog.file}
            onShareFile={
              dialog.canShare && dialog.file
                ? () => {
                    const file = dialog.file!;
                    void shareFile(file).then((done) => done && close());
                  }
                : undefined
            }
          />
        </Suspense>
      )}
    </>
  );
}
