export { NumberInput, type NumberInputMethods, type NumberInputProps } from './NumberInput.js';
export {
  DecrementStepper,
  IncrementStepper,
  Stepper,
  type DecrementStepperProps,
  type IncrementStepperProps,
  type StepperProps,
} from './Stepper.js';
