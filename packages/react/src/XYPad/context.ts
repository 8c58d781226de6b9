import { createContext, useContext, type KeyboardEvent, type RefObject } from 'react';

/** What XYPad shares with XYPadArea and XYPadThumb. */
export interface XYPadState {
  areaRef: RefObject<HTMLDivElement>;
  thumbRef: RefObject<HTMLDivElement>;
  /** ARIA and tabIndex props of the thumb (role="slider"). */
  thumbProps: Record<string, string | number | boolean | undefined>;
  onThumbKeyDown: (event: KeyboardEvent) => void;
}

export const XYPadContext = createContext<XYPadState | null>(null);

/** The XYPad around a part, or a clear error naming the part that is outside one. */
export function useXYPadState(part: string): XYPadState {
  const state = useContext(XYPadContext);
  if (!state) throw new Error(`${part} was used outside an <XYPad>: render it as a descendant of <XYPad>.`);
  return state;
}
