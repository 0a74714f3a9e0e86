// A bar along the bottom of the window that covers nothing: while it shows, the page keeps room for it below
// its content and the floating buttons move up above it (the --update-bar-height variable, global.css). It
// sits in the tab order after the page. The update prompt uses it, and so does the offer to install the app,
// which never shows at the same time.
import { Portal } from '@mantine/core';
import type { ReactNode } from 'react';

const BAR_HEIGHT_VAR = '--update-bar-height';

/**
 * Keeps the bar's height in --update-bar-height while it is on screen (a ref callback: the portal mounts later).
 * Measured in the ResizeObserver's first report, which comes after the browser's own layout: reading the height
 * while React commits made the browser lay the whole page out an extra time in that task (issue 30).
 */
function reserveHeight(element: HTMLDivElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const root = document.documentElement;
  const reserve = (height: number) => root.style.setProperty(BAR_HEIGHT_VAR, `${Math.ceil(height)}px`);
  let observer: ResizeObserver | undefined;
  if (typeof ResizeObserver === 'function') {
    observer = new ResizeObserver((entries) => {
      const box = entries.at(-1)?.borderBoxSize?.[0];
      reserve(box ? box.blockSize : element.getBoundingClientRect().height);
    });
    observer.observe(element);
  } else {
    reserve(element.getBoundingClientRect().height);
  }
  return () => {
    observer?.disconnect();
    root.style.removeProperty(BAR_HEIGHT_VAR);
  };
}

export function BottomBar({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Portal>
      <div
        ref={reserveHeight}
        role="region"
        aria-label={label}
        data-testid={testId}
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 190,
          padding: '10px 16px calc(10px + env(safe-area-inset-bottom, 0px))',
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-gray-3)',
          boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.12)',
        }}
      >
        {children}
      </div>
    </Portal>
  );
}
