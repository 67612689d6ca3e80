/**
 * The sizes the statechart is laid out with and drawn with, in one place: the layout (app/atlas/layout.ts) sizes
 * each box and label from its text before the browser ever sees it, so the text is set in a monospace font whose
 * advance is known (0.6 em for the usual ones; a little more is allowed).
 */
export const NAME_FONT = 13;
export const LINE_FONT = 11;
export const LABEL_FONT = 11;
/** Advance of one character, in px, per font size (monospace: 0.6 em; 0.62 leaves room for wider fallbacks). */
export const charWidth = (fontSize: number): number => fontSize * 0.62;
export const textWidth = (text: string, fontSize: number): number => Math.ceil(text.length * charWidth(fontSize));

export const STATE_PAD_X = 12;
/** An atomic state's height without extra lines; a compound state's header. */
export const STATE_HEADER = 32;
export const LINE_HEIGHT = 16;
export const MIN_STATE_WIDTH = 88;
export const HISTORY_SIZE = 30;
export const INITIAL_DOT = 10;
export const LABEL_PAD_X = 5;
/** A label's height: one line, and each further line. */
export const LABEL_HEIGHT = 18;
export const LABEL_LINE = 15;
/** Padding inside a compound state around its children (the header adds to the top). */
export const COMPOUND_PAD = 16;
