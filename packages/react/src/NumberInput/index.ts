export { NumberInput, type NumberInputMethods, type NumberInputProps } from './NumberInput';
export {
  DecrementStepper,
  IncrementStepper,
  Stepper,
  type DecrementStepperProps,
  type IncrementStepperProps,
  type StepperProps,
} from './Stepper';
