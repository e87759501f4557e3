/**
 * The commands: help, summary, back, restart, nevermind, sign out and the language switch, at every step
 * (invariant commands-at-every-step). Their words are the catalogues' (lib/words), in the person's language. What they do to the work in progress is what its flow declares
 * (`held`, `nevermind`).
 */
import { eitherOf, type Language } from '../words';
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
      if (found) dc.replies.push(found.held.summary(found.frame.data, dc.deps, dc.words));
      else
        dc.say(
          typeof dc.registry.nothingHeld === 'string'
            ? dc.registry.nothingHeld
            : dc.registry.nothingHeld(dc.words),
        );
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
    case 'english':
    case 'spanish':
      return switchLanguage(dc, command === 'spanish' ? 'es' : 'en');
  }
}

/**
 * @invariant help-names-what-works-here Help names the commands that do something now: back only
 * with a question to go back to, summary and nevermind only with something to show or drop, sign out
 * only when signed in; never one that would only answer that it can't.
 */
function help<X>(dc: DialogContext<X>): Promise<void> {
  const prompt = dc.state.prompt;
  const frame = prompt && dc.state.stack[prompt.depth];
  const step = frame && dc.stepOf(frame, prompt.step);
  const held = dc.held() !== undefined;
  const { t } = dc.words;
  const commands = [
    dc.canGoBack() ? t('command.helpBack') : '',
    held ? t('command.helpSummary') : '',
    t('command.helpRestart'),
    dc.canDrop() ? t('command.helpNevermind') : '',
    dc.session && !dc.facts.staff ? t('command.helpSignOut') : '',
  ].filter(Boolean);
  dc.say(
    t('command.help', {
      step: step ? stepNamed(dc, frame.flow, step) : 'none',
      commands: eitherOf(commands, dc.words.language),
    }),
  );
  return dc.reask();
}

/**
 * What a step asks for, as help names it: the catalogue's words for it (`step.<flow>.<step>`), else its
 * title (a flow whose steps have none in the catalogue yet).
 */
function stepNamed<X>(dc: DialogContext<X>, flow: string, step: { id: string; title: string }): string {
  const key = `step.${flow}.${step.id}`;
  return dc.words.has(key) ? dc.words.t(key) : step.title.toLowerCase();
}

/**
 * Coming back (invariant greeting-greets-back): greeted back when `greets`, what is chosen so far when
 * something is held (an order under way), and the question on screen again; nothing is answered.
 */
export function recap<X>(dc: DialogContext<X>, greets: boolean): Promise<void> {
  if (greets) dc.say(dc.words.t('dialog.hiAgain'));
  const found = dc.held();
  if (found) dc.replies.push(found.held.summary(found.frame.data, dc.deps, dc.words));
  return dc.reask();
}

function restart<X>(dc: DialogContext<X>): Promise<void> {
  dc.say(dc.words.t('command.restart'));
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
    dc.say(typeof nevermind === 'string' ? nevermind : nevermind(found.frame.data, dc.words));
    dc.dropToMenu();
  } else if (top.nevermind && top.nevermind !== 'nothing') {
    dc.say(top.nevermind.say(dc.words));
    return dc.move({ kind: 'replace', flow: top.nevermind.replace });
  } else if (dc.state.stack.length > 1 && top.nevermind !== 'nothing') {
    dropToBottom(dc.state);
    dc.say(dc.words.t('command.dropped'));
  } else {
    dc.say(dc.words.t('command.nothingToDrop'));
    return dc.reask();
  }
  return dc.advance();
}

function signOut<X>(dc: DialogContext<X>): Promise<void> {
  if (dc.facts.staff) {
    dc.say(dc.words.t('command.staffNoSignIn'));
    return dc.reask();
  }
  if (!dc.session) {
    dc.say(dc.words.t('command.notSignedIn'));
    return dc.reask();
  }
  dc.dropToMenu();
  dc.session = undefined;
  dc.sessionChange = null;
  startAfresh(dc.registry, dc.state);
  dc.say(dc.words.t('command.signedOut'));
  return dc.advance();
}

/** The person's language switched: said in it, and the question on screen asked again in it. */
async function switchLanguage<X>(dc: DialogContext<X>, language: Language): Promise<void> {
  // invariant language-among-those-offered: a language the business doesn't offer changes nothing.
  const offered = dc.facts.languages;
  if (!offered.includes(language)) {
    dc.say(dc.words.t('command.languageNotOffered', { language: dc.words.language }));
    return dc.reask();
  }
  await dc.switchLanguage(language);
  dc.say(dc.words.t('command.language'));
  return dc.reask();
}
