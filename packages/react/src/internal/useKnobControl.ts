import { clamp } from '@vibrato-ui/functions';
import { useImperativeHandle, useRef, useState, type ForwardedRef } from 'react';
import { useDrag } from '../hooks/useDrag.js';
import { useEventListener } from '../hooks/useEventListener.js';
import type { CommonProps, ValueOptions } from '../types.js';
import { appValues } from './appValues.js';
import { useValueControl } from './useValueControl.js';
import { toPosition } from './value.js';

/** What a knob's ref exposes; KnobMethods and AnimationKnobMethods have this shape. */
export interface KnobHandle {
  focus: () => void;
  blur: () => void;
  getValue: () => number;
  setValue: (value: number) => void;
  reset: () => void;
  readonly element: HTMLDivElement | null;
}

/**
 * The input behaviour shared by Knob and AnimationKnob: vertical drag (up increases, `sensitivity`
 * pixels for the whole range, Shift for a tenth), wheel, keyboard, double-click reset, the imperative
 * handle and the root element's props (role="slider", ARIA, data-* state, pointer handlers).
 */
export function useKnobControl(
  props: ValueOptions & CommonProps & { sensitivity?: number },
  forwardedRef: ForwardedRef<KnobHandle>,
) {
  const control = useValueControl(props, { orientation: 'vertical' });
  const rootRef = useRef<HTMLDivElement>(null);
  const dragPosition = useRef(0);
  /** Which values during the drag the app set (see appValues.ts). */
  const [dragValues] = useState(() => appValues<number>());
  dragValues.rendered(control.value);
  // Not a number of pixels (0, negative, NaN) is the default: dividing by it would make every sideways move NaN.
  const sensitivity =
    props.sensitivity !== undefined && Number.isFinite(props.sensitivity) && props.sensitivity > 0
      ? props.sensitivity
      : 200;

  const { dragging, handlers } = useDrag({
    disabled: !control.interactive,
    onDragStart: ({ event }) => {
      // No text selection or focus juggling from the mousedown that follows; we focus the knob ourselves.
      event.preventDefault();
      dragPosition.current = control.position;
      dragValues.start(control.latest.current);
      rootRef.current?.focus({ preventScroll: true });
    },
    onDrag: ({ deltaY, event }) => {
      // Disabled or made read-only mid-drag: the value stays, as with every other input.
      if (!control.interactive) return;
      // The app set the value during the drag (a controlled value, or the ref's setValue): go on from it.
      if (dragValues.setByApp(control.latest.current)) {
        dragPosition.current = toPosition(control.latest.current, control.range);
      }
      const before = control.latest.current;
      // Accumulate the unrounded position so slow drags on stepped knobs still add up.
      dragPosition.current = clamp(
        dragPosition.current - (deltaY / sensitivity) * (event.shiftKey ? 0.1 : 1),
        0,
        1,
      );
      control.setPosition(dragPosition.current);
      dragValues.gave(control.latest.current, control.latest.current !== before);
    },
    onDragEnd: control.commit,
  });

  useEventListener(rootRef, 'wheel', control.onWheel, { passive: false });

  useImperativeHandle(
    forwardedRef,
    () => ({
      focus: () => rootRef.current?.focus(),
      blur: () => rootRef.current?.blur(),
      getValue: () => control.latest.current,
      setValue: control.setValue,
      reset: control.reset,
      get element() {
        return rootRef.current;
      },
    }),
    [control.latest, control.setValue, control.reset],
  );

  const rootProps = {
    ref: rootRef,
    id: props.id,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    'aria-describedby': props['aria-describedby'],
    ...control.sliderProps,
    ...handlers,
    onKeyDown: control.onKeyDown,
    onDoubleClick: () => {
      if (control.interactive) control.reset();
    },
    'data-disabled': props.disabled ? '' : undefined,
    'data-readonly': props.readOnly ? '' : undefined,
    'data-dragging': dragging ? '' : undefined,
  };
  return { control, rootProps, dragging };
}
