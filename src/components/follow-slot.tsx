// Where a page puts a "Seguir" control (a lottery on Resultados and Horários, the day's guess on Palpites)
// without importing the notifications feature: the app root provides the control (features/notifications/
// follow-button.tsx), the pages only say what is followed.
import { createContext, useContext, type ReactNode } from 'react';

export interface FollowControlProps {
  /** What is followed: a lottery's name as its results are published (draw_results.lottery), or 'palpite-do-dia'. */
  topic: string;
  /** Its name for people, e.g. 'PT Rio' or 'Palpite do dia'. */
  label: string;
  /** Says what is followed in the button itself ("Seguir Palpite do dia") instead of beside it. */
  wide?: boolean;
}

/** Draws the app's follow control for a topic. */
export type RenderFollowControl = (props: FollowControlProps) => ReactNode;

const FollowContext = createContext<RenderFollowControl | null>(null);

export const FollowProvider = FollowContext.Provider;

/** The app's follow control, or nothing where the app provides none (tests of a page alone). */
export function FollowControl(props: FollowControlProps) {
  const render = useContext(FollowContext);
  return render ? render(props) : null;
}
