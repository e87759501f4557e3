/** What the change's steps share: their context and step types. */
import type { ChangeData } from '../../../orders/change-data';
import type { Step, StepContext } from '../../step';

export type Ctx = StepContext<ChangeData>;
export type ManageStep = Step<ChangeData>;
