// Compile-time checks of the HTMLElementTagNameMap augmentation, run by
// `tsc -p packages/web-components/tsconfig.json --noEmit` (never executed). Each @ts-expect-error line
// fails the typecheck if the element types ever become `any` or lose a member.
import type { InputEventOption } from '@vibrato-ui/functions';
import {
  VibratoKnob,
  VibratoNumberInput,
  VibratoPiano,
  VibratoSlider,
  VibratoXYPad,
  type defineVibratoElements,
} from '../src/index.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(_check?: T): void {}

export function checkElementTypes(): void {
  const knob = document.createElement('vibrato-knob');
  assertType<Equal<typeof knob, VibratoKnob>>();
  assertType<Equal<typeof knob.value, number>>();
  assertType<Equal<typeof knob.keyboardOption, InputEventOption | undefined>>();
  const value: number = knob.value;
  knob.value = value + 1;
  knob.readOnly = true;
  // @ts-expect-error value is a number, not a string
  knob.value = '0.5';
  // @ts-expect-error an InputEventOption needs a type of 'raw' or 'normalized'
  knob.wheelOption = { type: 'linear', step: 1 };

  const slider = document.createElement('vibrato-slider');
  assertType<Equal<typeof slider, VibratoSlider>>();
  slider.orientation = 'vertical';
  // @ts-expect-error orientation is 'horizontal' or 'vertical'
  slider.orientation = 'diagonal';
  assertType<Equal<VibratoSlider['orientation'], 'horizontal' | 'vertical'>>();
  assertType<Equal<HTMLElementTagNameMap['vibrato-number-input'], VibratoNumberInput>>();
  assertType<Equal<HTMLElementTagNameMap['vibrato-xy-pad'], VibratoXYPad>>();
  assertType<Equal<HTMLElementTagNameMap['vibrato-piano'], VibratoPiano>>();

  const pad = document.querySelector('vibrato-xy-pad');
  if (pad) {
    const point: [number, number] = [pad.x, pad.y];
    pad.x = point[1];
  }
  const piano = document.querySelector('vibrato-piano');
  const notes: number[] | undefined = piano?.activeNotes;
  void notes;
  // @ts-expect-error activeNotes is read-only
  if (piano) piano.activeNotes = [60];

  assertType<Equal<ReturnType<typeof defineVibratoElements>, string[]>>();
}
