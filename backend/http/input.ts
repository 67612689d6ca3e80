/** Reading request input against the contracts' schemas; bad input becomes an ApiError (4xx), never a 500. */
import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { ApiError, errorBody, invalid, invalidField, malformedJson } from './errors.ts';

const MAX_BODY_BYTES = 64 * 1024;

export async function jsonBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw malformedJson();
  }
  if (text.length > MAX_BODY_BYTES) throw new ApiError(413, errorBody(413, 'Request body is too large'));
  let value: unknown;
  try {
    value = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw malformedJson();
  }
  if (value === undefined) throw new ApiError(400, errorBody(400, 'A JSON body is required'));
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

export function query<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

/** A positive integer path parameter (ids), else 422. */
export function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw invalidField(name, `${name} must be a positive integer`);
  return Number(raw);
}

/** A slug path parameter; anything unusable is simply not found. */
export function slugParam(c: Context, name = 'slug'): string {
  return (c.req.param(name) ?? '').slice(0, 300);
}
