/**
 * The commands (engine rule 2): help, summary, back, restart, nevermind and sign out, at every step.
 * What they do to the work in progress is what its flow declares (`held`, `nevermind`).
 */
import { newFrame, pushFrame, replaceTop, topFrame } from './stack';
import { Turn } from './turn';
import type { Command } from './types';

export class CommandTurn extends Turn {
  protected async command(command: Command): Promise<void> {
    switch (command) {
      case 'help':
        return this.help();
      case 'summary': {
        const held = this.heldFrame();
        if (held) this.replies.push(this.heldOf(held).summary(held.data, this.deps));
        else this.say(this.registry.nothingHeld);
        return this.reask();
      }
      case 'back':
        return this.back();
      case 'restart':
        return this.restart();
      case 'nevermind':
        return this.nevermind();
      case 'sign-out':
        return this.signOut();
    }
  }

  private help(): Promise<void> {
    const prompt = this.state.prompt;
    const frame = prompt && this.state.stack[prompt.depth];
    const step = frame && this.flowOf(frame).steps.find((s) => s.id === prompt.step);
    this.say(
      `${step ? `Right now I need: ${step.title.toLowerCase()}. ` : ''}Answer the question, or say: ` +
        'back (the question before), summary (what you chose so far), restart, ' +
        'nevermind (drop what we are doing) or sign out.',
    );
    return this.reask();
  }

  private async restart(): Promise<void> {
    this.say("Let's start over.");
    this.dropToMenu();
    if (this.staff) return this.advance();
    if (this.session)
      pushFrame(
        this.registry,
        this.state,
        this.registry.roles.restart,
        undefined,
        this.session.serviceCustomerId,
      );
    else this.state.stack = [newFrame(this.registry, this.registry.roles.customer, undefined, undefined)];
    return this.advance();
  }

  private async nevermind(): Promise<void> {
    const top = this.flowOf(topFrame(this.state));
    const held = this.heldFrame();
    if (held) {
      const { nevermind } = this.heldOf(held);
      this.dropToMenu();
      this.say(nevermind);
    } else if (top.nevermind && top.nevermind !== 'nothing') {
      this.say(top.nevermind.say);
      replaceTop(this.registry, this.state, top.nevermind.replace, undefined, undefined);
    } else if (this.state.stack.length > 1 && top.nevermind !== 'nothing') {
      this.state.stack = this.state.stack.slice(0, 1);
      this.say("OK, I've dropped that. Nothing was changed.");
    } else {
      this.say('Nothing to drop right now.');
      return this.reask();
    }
    return this.advance();
  }

  private async signOut(): Promise<void> {
    if (this.staff) {
      this.say('A staff conversation has no sign-in of its own. Say nevermind to drop what we are doing.');
      return this.reask();
    }
    if (!this.session) {
      this.say("You're not signed in.");
      return this.reask();
    }
    this.dropToMenu();
    this.session = undefined;
    this.sessionChange = null;
    this.state.stack = [newFrame(this.registry, this.registry.roles.customer, undefined, undefined)];
    this.say("You're signed out. This chat no longer holds your sign-in.");
    return this.advance();
  }
}
