/**
 * Price slot type 1 = standard, anything else = special (spec 001 §9). A module of its own without zod: the tariff
 * rules (domain/tariffs.ts, in every page's first load) read it, and importing it from contracts/sales.ts put zod there.
 */
export const STANDARD_SLOT_TYPE = 1;
