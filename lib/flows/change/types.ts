/** What the change's steps share: their context, their ids and their step type. */

import type { Step, StepContext } from '../flow';
import type { ChangeData } from './change-data';

export type Ctx = StepContext<ChangeData>;
/** The change's steps, by id: a step, a revisit or an answer naming another fails to compile. */
export type ChangeStepId =
  | 'order'
  | 'change'
  | 'pickup-window'
  | 'delivery-window'
  | 'address'
  | 'tip'
  | 'review';
export type ChangeStep = Step<ChangeData, ChangeStepId>;
