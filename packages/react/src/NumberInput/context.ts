import { createContext, useContext } from 'react';

/** What a NumberInput tells the steppers inside it. */
export interface StepperContextValue {
  increment: () => void;
  decrement: () => void;
  canIncrement: boolean;
  canDecrement: boolean;
  inputId: string;
}

export const StepperContext = createContext<StepperContextValue | null>(null);

/** The enclosing NumberInput's stepping actions, or `null` for a stepper used on its own. */
export function useStepperContext(): StepperContextValue | null {
  return useContext(StepperContext);
}
