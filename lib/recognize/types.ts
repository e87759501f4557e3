/** What the recognizer needs of an option of the question on screen. */
export interface RecognizerOption {
  value: string;
  label: string;
  /** Other words that mean this option, declared in the flow tables: e.g. ['weekly'] for "Every week". */
  synonyms?: string[];
  /**
   * The option's second line as shown (a service's description): said beside the option's name, its
   * words are the option's own ("the two-piece suit"), never enough to name it alone.
   */
  detail?: string;
  /** Set on an option that stands for a money amount (tip choices): bare numbers are then read as amounts, never as positions. */
  amountCents?: number;
  /** Set on a time-window option: "8am", "morning", "after 5" are matched against it. ISO 8601 UTC instants. */
  window?: { startTime: string; endTime: string };
  /** A time-window option's fee in cents: "the free one", "cheapest" are read against it. */
  feeCents?: number;
  /** Set on a day option, YYYY-MM-DD. */
  day?: string;
  /**
   * Set on an option that opens something (a menu entry): words beyond its name are details of what it
   * opens ("place an order for pickup tomorrow"), left for that to read; only a negation leaves it a guess.
   */
  intent?: true;
  /** Set on a how-often option: the weeks between pickups (0: just once). "every other week", "cada 15 días" are read against it. */
  everyWeeks?: number;
  /** Set on the option that means none of the others ("No extras"): "all" and "both" are the others. */
  none?: true;
  /** 'command' options (Help, Drop this order) are matched only by their label/synonyms, never by position. */
  role?: 'choice' | 'primary' | 'danger' | 'command';
}

/** What a typed reply means among the options of the question on screen. */
export type Recognized =
  /** One value for a single prompt; one or more for a multi prompt. */
  | { kind: 'picked'; values: string[] }
  /**
   * Could mean several options: the engine asks back naming them. With `position`, the reply was that
   * number alone: `values[0]` is the option at that place, the others those it names by day or hour.
   */
  | { kind: 'ambiguous'; values: string[]; position?: number }
  /**
   * Names these options but holds words no reading placed (`unplaced`: "second" in "every second
   * week" read as "Every week"): a guess, asked back naming it, never acted on (invariant
   * reply-words-accounted-for).
   */
  | { kind: 'unsure'; values: string[]; unplaced: string[] }
  /** Means nothing here. */
  | { kind: 'none' };
