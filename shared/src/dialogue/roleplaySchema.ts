import { z } from 'zod';

/**
 * A role-play (docs/scenario-format.md "Role-play"): the customer is played by the language model
 * throughout, from a brief the learner never sees — the situation, what the customer wants and can
 * spend, the objections to raise, facts to give only when asked, what makes it buy or leave — within
 * a turn or time limit, and the learner is judged on a checklist (knowledge points, objections
 * handled, the closing step), each item a keyword expression of the flow's kind (`,` and, `|` or).
 * The customer's persona and voice are the scenario's customer's (customer library, digital human).
 */

export const ROLEPLAY_DIFFICULTIES = ['easy', 'normal', 'hard'] as const;
export type RoleplayDifficulty = (typeof ROLEPLAY_DIFFICULTIES)[number];
export const CHECKLIST_KINDS = ['knowledge', 'objection', 'closing'] as const;
export type ChecklistKind = (typeof CHECKLIST_KINDS)[number];

/** The limits of a brief (the spec names none: chosen to fit one prompt and one screen). */
export const ROLEPLAY_LIMITS = {
  textMax: 200,
  objectionsMax: 10,
  hiddenFactsMax: 10,
  checklistMax: 20,
  checklistTitleMax: 30,
  turns: { min: 1, max: 50 },
  minutes: { min: 1, max: 30 },
} as const;

const text = z.string().default('');

/** A fact the customer keeps until the learner asks about it: the learner's words must satisfy `askedBy`. */
export const hiddenFactSchema = z.object({ fact: z.string(), askedBy: z.string() });
export type HiddenFact = z.output<typeof hiddenFactSchema>;

/** One thing the learner must achieve, recognised in their words by `keywords`. */
export const checklistItemSchema = z.object({ id: z.string(), kind: z.enum(CHECKLIST_KINDS), title: z.string(), keywords: z.string() });
export type ChecklistItem = z.output<typeof checklistItemSchema>;

export const roleplayBriefSchema = z.object({
  /** Where the call stands, as the customer knows it. */
  situation: text,
  /** What the customer wants from the call. */
  goal: text,
  budget: text,
  objections: z.array(z.string()).default([]),
  hiddenFacts: z.array(hiddenFactSchema).default([]),
  /** What makes the customer agree, and what makes it end the call. */
  buysWhen: text,
  leavesWhen: text,
  difficulty: z.enum(ROLEPLAY_DIFFICULTIES).default('normal'),
  /** The customer's first words (blank: the model opens the call). */
  opening: text,
  /** The call ends after this many learner turns, or this many minutes (0: no limit of that kind). */
  turnLimit: z.number().int().default(10),
  minuteLimit: z.number().int().default(0),
  checklist: z.array(checklistItemSchema).default([]),
});
export type RoleplayBrief = z.output<typeof roleplayBriefSchema>;
