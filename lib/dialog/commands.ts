/**
 * The commands: help, summary, back, restart, nevermind and sign out, at every step
 * (invariant commands-at-every-step). What they do to the work in progress is what its flow declares
 * (`held`, `nevermind`).
 */
import type { DialogContext } from './context';
import { dropToBottom, startAfresh, topFrame } from './stack';
import type { Command } from './types';

/** Runs `command` in the turn of `dc`. */
export function runCommand<X>(dc: DialogContext<X>, command: Command): Promise<void> {
  switch (command) {
    case 'help':
      return help(dc);
    case 'summary': {
      const found = dc.held();
      if (found) dc.replies.push(found.held.summary(found.frame.data, dc.deps));
      else dc.say(dc.registry.nothingHeld);
      return dc.reask();
    }
    case 'back':
      return dc.back();
    case 'restart':
      return restart(dc);
    case 'nevermind':
      return nevermind(dc);
    case 'sign-out':
      return signOut(dc);
  }
}

function help<X>(dc: DialogContext<X>): Promise<void> {
  const prompt = dc.state.prompt;
  const frame = prompt && dc.state.stack[prompt.depth];
  const step = frame && dc.flowOf(frame).steps.find((s) => s.id === prompt.step);
  dc.say(
    `${step ? `Right now I need: ${step.title.toLowerCase()}. ` : ''}Answer the question, or say: ` +
      'back (the question before), summary (what you chose so far), restart, ' +
      'nevermind (drop what we are doing) or sign out.',
  );
  return dc.reask();
}

function restart<X>(dc: DialogContext<X>): Promise<void> {
  dc.say("Let's start over.");
  dc.dropToMenu();
  if (dc.facts.staff) return dc.advance();
  if (dc.session) return dc.move({ kind: 'push', flow: dc.registry.roles.restart });
  startAfresh(dc.registry, dc.state);
  return dc.advance();
}

function nevermind<X>(dc: DialogContext<X>): Promise<void> {
  const top = dc.flowOf(topFrame(dc.state));
  const found = dc.held();
  if (found) {
    const { nevermind } = found.held;
    dc.say(typeof nevermind === 'string' ? nevermind : nevermind(found.frame.data));
    dc.dropToMenu();
  } else if (top.nevermind && top.nevermind !== 'nothing') {
    dc.say(top.nevermind.say);
    return dc.move({ kind: 'replace', flow: top.nevermind.replace });
  } else if (dc.state.stack.length > 1 && top.nevermind !== 'nothing') {
    dropToBottom(dc.state);
    dc.say("OK, I've dropped that. Nothing was changed.");
  } else {
    dc.say('Nothing to drop right now.');
    return dc.reask();
  }
  return dc.advance();
}

function signOut<X>(dc: DialogContext<X>): Promise<void> {
  if (dc.facts.staff) {
    dc.say('A staff conversation has no sign-in of its own. Say nevermind to drop what we are doing.');
    return dc.reask();
  }
  if (!dc.session) {
    dc.say("You're not signed in.");
    return dc.reask();
  }
  dc.dropToMenu();
  dc.session = undefined;
  dc.sessionChange = null;
  startAfresh(dc.registry, dc.state);
  dc.say("You're signed out. This chat no longer holds your sign-in.");
  return dc.advance();
}
