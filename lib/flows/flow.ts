/**
 * The dialog's flow and step types bound to the app's deps (deps.ts): what every flow here is written
 * with, so a step's `ctx.deps` is the laundry service, the ledger and the rest, typed.
 */
import type * as dialog from '../dialog/step';
import type { FlowDeps } from './deps';

export type StepContext<D = unknown> = dialog.StepContext<D, FlowDeps>;
export type Step<D, S = string> = dialog.Step<D, S, FlowDeps>;
export type Flow<D = unknown, A = unknown, R = unknown> = dialog.Flow<D, A, R, FlowDeps>;
export type AnyFlow = dialog.AnyFlow<FlowDeps>;
export type Opening = dialog.Opening<FlowDeps>;
export type {
  Accepted,
  Answer,
  Ask,
  Below,
  ChannelWords,
  MenuEntry,
  Transition,
  TypedOpening,
} from '../dialog/step';
