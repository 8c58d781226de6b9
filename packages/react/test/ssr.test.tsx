// @vitest-environment node
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnimationKnob } from '../src/AnimationKnob/index.js';
import { DragObserver } from '../src/DragObserver/index.js';
import { useDrag } from '../src/hooks/useDrag.js';
import { useDragWithElement } from '../src/hooks/useDragWithElement.js';
import { useEventListener } from '../src/hooks/useEventListener.js';
import { Knob } from '../src/Knob/index.js';
import {
  Scale,
  ScaleOption,
  Slider,
  SliderThumb,
  SliderTrack,
  useSliderContext,
} from '../src/Slider/index.js';
import { WheelObserver } from '../src/WheelObserver/index.js';
import { XYPad, XYPadArea, XYPadThumb } from '../src/XYPad/index.js';

// Every browser global a component could reach for. While a render runs, reading any of them is recorded.
const browserGlobals = ['window', 'document', 'navigator', 'requestAnimationFrame', 'matchMedia'] as const;
let touched: string[] = [];
const saved = new Map<string, PropertyDescriptor | undefined>();

beforeEach(() => {
  touched = [];
  for (const name of browserGlobals) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name);
        return undefined;
      },
    });
  }
});

afterEach(() => {
  for (const name of browserGlobals) {
    const descriptor = saved.get(name);
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else Reflect.deleteProperty(globalThis, name);
  }
});

function HookUser() {
  const ref = createRef<HTMLDivElement>();
  useEventListener(
    () => window,
    'resize',
    () => {},
  );
  useEventListener(ref, 'wheel', () => {}, { passive: false });
  const { dragging, handlers } = useDrag({ onDrag: () => {} });
  const { dragging: elementDragging } = useDragWithElement(ref, { onDrag: () => {} });
  return <div ref={ref} {...handlers} data-dragging={dragging || elementDragging ? '' : undefined} />;
}

function SliderReadout() {
  const { valueText } = useSliderContext();
  return <output>{valueText}</output>;
}

describe('server rendering', () => {
  it('renders Knob and AnimationKnob without touching browser globals', () => {
    const html = renderToString(
      <>
        <Knob aria-label="Gain" defaultValue={0.5} unit="dB">
          Gain
        </Knob>
        <AnimationKnob aria-label="Drive" src="/strip.png" frames={10} frameWidth={32} frameHeight={32} />
        <AnimationKnob aria-label="Mix" render={(v) => v.toFixed(1)} />
      </>,
    );
    expect(touched).toEqual([]);
    expect(html).toContain('role="slider"');
    expect(html).toContain('aria-valuetext="0.5 dB"');
    expect(html).toContain('vibrato-animation-knob__frame');
  });

  it('renders Slider with every part and XYPad without touching browser globals', () => {
    const html = renderToString(
      <>
        <Slider aria-label="Level" defaultValue={0.25}>
          <SliderTrack />
          <SliderThumb />
          <Scale values={[0, 1]}>
            <ScaleOption value={0.5}>half</ScaleOption>
          </Scale>
          <SliderReadout />
        </Slider>
        <XYPad aria-label="Pad" />
        <XYPad aria-label="Custom">
          <XYPadArea>
            <XYPadThumb />
          </XYPadArea>
        </XYPad>
      </>,
    );
    expect(touched).toEqual([]);
    expect(html).toContain('--vibrato-slider-position:0.25');
    expect(html).toContain('aria-roledescription="2D slider"');
  });

  it('renders DragObserver, WheelObserver and the hooks without touching browser globals', () => {
    const html = renderToString(
      <>
        <DragObserver onDrag={() => {}}>drag</DragObserver>
        <WheelObserver onWheel={() => {}}>wheel</WheelObserver>
        <HookUser />
      </>,
    );
    expect(touched).toEqual([]);
    expect(html).toContain('vibrato-drag-observer');
    expect(html).toContain('vibrato-wheel-observer');
  });

  it('would notice an access (the trap works)', () => {
    expect(typeof window).toBe('undefined');
    expect(touched).toEqual(['window']);
  });
});
