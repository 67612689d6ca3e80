/**
 * Error answers of the embedded backend in the contracts' ErrorBody shape (contracts/common.ts):
 * 400 malformed JSON, 401 unauthenticated, 404 unknown slug, 422 invalid fields; 500 only for real bugs.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod/mini';
import type { ErrorBody } from '../../contracts/common.ts';

// zod/mini loads no locale: English issue messages, as full zod gave them, for the 422 answers.
z.config(z.locales.en());

export class ApiError extends Error {
  constructor(
    readonly httpStatus: ContentfulStatusCode,
    readonly body: ErrorBody,
  ) {
    super(body.status.message);
  }
}

export const errorBody = (code: number, message: string, errors?: Record<string, string[]>): ErrorBody =>
  errors ? { status: { code, message }, errors } : { status: { code, message } };

export const notFound = (): ApiError => new ApiError(404, errorBody(404, 'Not found'));
export const notAuthenticated = (): ApiError => new ApiError(401, errorBody(401, 'You are not authenticated.'));
export const malformedJson = (): ApiError => new ApiError(400, errorBody(400, 'Malformed JSON body'));

/** 422 with one list of messages per field ('_' for the whole input). */
export function invalid(error: z.core.$ZodError): ApiError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    const field = key === '_' ? 'Input' : key;
    const message = issue.code === 'invalid_type' && issue.input === undefined ? `${field} is required` : `${field}: ${issue.message}`;
    errors[key] = [...(errors[key] ?? []), message];
  }
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid input';
  return new ApiError(422, errorBody(422, `The given data was invalid. ${first}`, errors));
}

export const invalidField = (field: string, message: string): ApiError =>
  new ApiError(422, errorBody(422, `The given data was invalid. ${message}`, { [field]: [message] }));
