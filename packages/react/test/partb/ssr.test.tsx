// @vitest-environment node
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AnimationCanvas,
  BlackKey,
  DecrementStepper,
  IncrementStepper,
  KeyLabel,
  NumberInput,
  Piano,
  Stepper,
  useAnimationFrame,
  useInterval,
  useLongPress,
  useMIDIAccess,
  useMIDIInput,
  useMIDIMessage,
  WhiteKey,
  type NumberInputMethods,
  type PianoMethods,
} from '../../src/index.js';

// Every browser global a component could reach for. Reading any of them during a server render fails the test.
const browserGlobals = [
  'window',
  'document',
  'navigator',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'ResizeObserver',
  'IntersectionObserver',
  'devicePixelRatio',
  'getComputedStyle',
] as const;
let touched: string[];
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
  const { access, error } = useMIDIAccess();
  useMIDIInput(access, { onNoteOn: () => {}, onNoteOff: () => {} });
  useMIDIMessage(access, () => {});
  useAnimationFrame(() => {});
  useInterval(() => {}, 100);
  const { longPressed, handlers } = useLongPress(() => {});
  return (
    <button type="button" {...handlers}>
      {`${String(access)} ${String(error)} ${String(longPressed)}`}
    </button>
  );
}

describe('server rendering of part B', () => {
  it('notices a component that reads a browser global during render (the trap works)', () => {
    function Careless() {
      return <p>{typeof navigator === 'undefined' ? 'server' : 'browser'}</p>;
    }
    renderToString(<Careless />);
    expect(touched).toEqual(['navigator']);
  });

  it('renders NumberInput and its steppers without browser globals', () => {
    const html = renderToString(
      <>
        <NumberInput
          ref={createRef<NumberInputMethods>()}
          aria-label="Tempo"
          min={20}
          max={300}
          step={1}
          defaultValue={120}
          unit="BPM"
        />
        <Stepper onIncrement={() => {}} onDecrement={() => {}} />
        <IncrementStepper onStep={() => {}} />
        <DecrementStepper onStep={() => {}} />
      </>,
    );
    expect(html).toContain('value="120 BPM"');
    expect(html).toContain('role="spinbutton"');
    expect(html).toContain('aria-label="Increase"');
    expect(touched).toEqual([]);
  });

  it('renders Piano, its keys and labels without browser globals', () => {
    const html = renderToString(
      <>
        <Piano ref={createRef<PianoMethods>()} aria-label="Keyboard" from={60} to={72} activeNotes={[64]} />
        <WhiteKey note={60}>
          <KeyLabel note={60} />
        </WhiteKey>
        <BlackKey note={61} onNoteOn={() => {}} />
      </>,
    );
    expect(html).toContain('aria-label="C#4"');
    expect(html).toMatch(/aria-label="E4"[^>]*aria-pressed="true"/);
    expect(touched).toEqual([]);
  });

  it('renders AnimationCanvas at its given size without browser globals', () => {
    const absolute = renderToString(<AnimationCanvas width={200} height={80} draw={() => {}} />);
    const relative = renderToString(<AnimationCanvas relative draw={() => {}} />);
    expect(absolute).toContain('width:200px');
    expect(relative).toContain('<canvas');
    expect(touched).toEqual([]);
  });

  it('runs every hook without browser globals', () => {
    const html = renderToString(<HookUser />);
    expect(html).toContain('null null false');
    expect(touched).toEqual([]);
  });
});
