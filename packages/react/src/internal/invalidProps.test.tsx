import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnimationKnob } from '../AnimationKnob/index.js';
import { Knob } from '../Knob/index.js';
import { NumberInput } from '../NumberInput/index.js';
import { Piano, WhiteKey } from '../Piano/index.js';
import { Slider } from '../Slider/index.js';
import { XYPad } from '../XYPad/index.js';

// What each component's @throws says: the range checks of @vibrato-ui/functions reach the page's error boundary.
describe('components reject the ranges their @throws names', () => {
  const draw = () => null;
  it.each([
    [
      'Knob min = max',
      () => <Knob aria-label="K" min={1} max={1} />,
      /clamp: min \(1\) must be less than max/,
    ],
    ['Knob infinite max', () => <Knob aria-label="K" max={Infinity} />, /max must be a finite number/],
    ['Knob skew 0', () => <Knob aria-label="K" skew={0} />, /skew must be greater than 0/],
    ['Knob NaN value', () => <Knob aria-label="K" value={NaN} />, /value must be a number, but got NaN/],
    ['Slider min > max', () => <Slider aria-label="S" min={2} max={1} />, /min \(2\) must be less than max/],
    ['NumberInput NaN default', () => <NumberInput aria-label="N" defaultValue={NaN} />, /got NaN/],
    ['XYPad y skew', () => <XYPad aria-label="P" y={{ skew: -1 }} />, /skew must be greater than 0/],
    [
      'AnimationKnob min = max',
      () => <AnimationKnob aria-label="A" min={0} max={0} render={draw} />,
      /min \(0\)/,
    ],
    [
      'AnimationKnob frames',
      () => <AnimationKnob aria-label="A" src="/s.png" frames={0} frameWidth={8} frameHeight={8} />,
      /frames/,
    ],
    ['Piano from > to', () => <Piano aria-label="K" from={72} to={48} />, /from \(72\) is above to \(48\)/],
    ['Piano not an integer', () => <Piano aria-label="K" from={48.5} to={72} />, /integer note numbers/],
    [
      'Piano velocity 0',
      () => <Piano aria-label="K" velocity={0} />,
      /Piano: velocity must be a number from 1 to 127/,
    ],
    ['Piano velocity NaN', () => <Piano aria-label="K" velocity={NaN} />, /but got NaN/],
    ['WhiteKey velocity 128', () => <WhiteKey note={60} velocity={128} />, /WhiteKey: velocity .* got 128/],
  ])('%s', (_name, element, message) => {
    expect(() => renderToString(element())).toThrow(RangeError);
    expect(() => renderToString(element())).toThrow(message);
  });
});
